import EffectDSL
import EffectsInterchange
import EffectsRegistry
import Foundation
import TestSupport
import Testing

/// The effects of a run as a library user loads them: directories, references, the files that
/// failed, and what a reference that names nothing says — without any tool's words.
@Suite struct EffectLoaderTests {
    static let slide = """
        effect slide-in {
            duration 1s
            layer panel {
                set position.x = 100
                animate position.x from 0 to 100
            }
        }

        """

    /// A scratch directory with `effects/slide.fx` and a broken `effects/broken.fx`.
    static func scratch() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(
            atPath: directory.path + "/effects", withIntermediateDirectories: true)
        try directory.create("effects/slide.fx", slide)
        try directory.create("effects/broken.fx", "effect broken { layer x { set opacity = nowhere } }\n")
        return directory
    }

    /// A loader of the scratch directory's effects, without built-ins or the shipped catalogue.
    static func loader(in directory: TemporaryDirectory) throws -> EffectLoader {
        let directories = try EffectLoader.directories(
            named: [], pathList: nil, workingDirectory: directory.path)
        return EffectLoader(
            builtIns: [], directories: directories, formats: EffectFormats.sources(), shipsCatalogue: false,
            workingDirectory: directory.path)
    }

    @Test func aNameResolvesToItsFileAndTheBrokenFileIsReported() throws {
        let directory = try Self.scratch()
        let loader = try Self.loader(in: directory)
        #expect(loader.directories == ["effects"])
        let reference = loader.reference("slide-in")
        #expect(reference == .name("slide-in"))
        let library = loader.library(resolving: reference)
        #expect(
            loader.failuresToReport(of: library, resolving: reference).map(\.source) == ["effects/broken.fx"])
        let effect = try loader.resolve(reference, in: library, standardInput: FixedInput())
        #expect(effect.origin == .file(path: "effects/slide.fx", line: 1))
    }

    @Test func anUnknownNameSuggestsTheClosestAndNamesNoTool() throws {
        let directory = try Self.scratch()
        let loader = try Self.loader(in: directory)
        let reference = loader.reference("slide-on")
        #expect {
            try loader.resolve(
                reference, in: loader.library(resolving: reference), standardInput: FixedInput())
        } throws: { error in
            guard case .unknownEffect(_, let suggestions, let someFilesFailed)? = error as? EffectLookupError
            else { return false }
            let message = "\(error)"
            return suggestions == ["slide-in"] && someFilesFailed && !message.contains("fxctl")
                && message == "unknown effect 'slide-on' (did you mean 'slide-in'?)"
        }
    }

    @Test func aBrokenFileNamedByItsEffectIsItsDiagnostics() throws {
        let directory = try Self.scratch()
        let loader = try Self.loader(in: directory)
        let reference = loader.reference("broken")
        let library = loader.library(resolving: reference)
        #expect(loader.failuresToReport(of: library, resolving: reference).isEmpty)
        #expect {
            try loader.resolve(reference, in: library, standardInput: FixedInput())
        } throws: { error in
            guard case .diagnostics(let compilation)? = error as? EffectLookupError else { return false }
            return compilation.hasErrors && compilation.render(false).contains("effects/broken.fx:1:")
        }
    }

    @Test func standardInputIsReadThroughTheInputSource() throws {
        let directory = try Self.scratch()
        let loader = try Self.loader(in: directory)
        let reference = loader.reference("-")
        let effect = try loader.resolve(
            reference, in: loader.library(resolving: reference), standardInput: FixedInput(Self.slide))
        #expect(effect.name == "slide-in")
        #expect(effect.origin == .file(path: "<stdin>", line: 1))
    }

    @Test func aMissingDirectoryNamedIsAnError() throws {
        let directory = try Self.scratch()
        #expect(throws: EffectLoader.DirectoryError(directory: "nowhere", isMissing: true)) {
            try EffectLoader.directories(named: ["nowhere"], pathList: nil, workingDirectory: directory.path)
        }
        let listed = try EffectLoader.directories(
            named: [], pathList: "nowhere::effects", workingDirectory: directory.path)
        #expect(listed == ["effects", "effects"])
    }

    @Test func referencesReadTheLoadersFileEndings() {
        #expect(EffectReference.parse("anim.json:fade") == .name("anim.json:fade"))
        #expect(
            EffectReference.parse("anim.json:fade", fileExtensions: [".fx", ".json"])
                == .file(path: "anim.json", effect: "fade"))
        #expect(EffectReference.parse("site.css") == .name("site.css"))
        let loader = EffectLoader(builtIns: [], formats: EffectFormats.sources())
        #expect(
            EffectReference.parse("site.css", fileExtensions: loader.fileExtensions)
                == .file(path: "site.css", effect: nil))
        #expect(loader.fileExtensions == [".fx", ".css", ".json", ".lottie"])
        #expect(EffectReference.parse("-:slide-in") == .standardInput(effect: "slide-in"))
    }
}
