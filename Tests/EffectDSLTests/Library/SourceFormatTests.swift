import EffectDSL
import EffectsInterchange
import EffectsRegistry
import TestSupport
import Testing

/// A source format plugs into the loader as stylesheets do: its files load from the effect
/// directories, a file of it is named on its own, and an empty one is worded in its terms.
@Suite struct SourceFormatTests {
    /// A toy format: every `.box` file is one effect named after the file's text.
    struct BoxFormat: EffectSourceFormat {
        var fileExtensions: [String] { [".box"] }
        var effectFileContents: String { "a box file names its effect" }

        func provider(directories: [String], files: [String], excluding: [String], workingDirectory: String)
            -> any EffectProvider
        {
            StaticEffectProvider(
                name: "boxes", effects: [Box(name: "from-a-directory")], origin: .swift(provider: "boxes"))
        }

        func compilation(of path: String, workingDirectory: String) -> ScriptCompilation {
            let name = path.hasSuffix("empty.box") ? nil : "named-box"
            let effects = name.map {
                [RegisteredEffect(effect: Box(name: $0), origin: .file(path: path, line: 1))]
            }
            return ScriptCompilation(effects: effects ?? [], diagnostics: []) { _ in "" }
        }
    }

    /// A one-second effect with no layers.
    struct Box: TransitionEffect {
        var name: String
        var descriptor: EffectDescriptor { EffectDescriptor(name: name, summary: "a box", duration: 1) }
        func timeline(_ parameters: ParameterValues, context: EffectContext) throws(EffectError) -> Timeline {
            Timeline(duration: 1)
        }
    }

    static let loader = EffectLoader(
        builtIns: [], formats: [StylesheetFormat(), BoxFormat()], shipsCatalogue: false)

    @Test func theFormatsEffectsLoadWithTheOthers() {
        #expect(Self.loader.library().registry.names == ["from-a-directory"])
        #expect(Self.loader.fileExtensions == [".fx", ".css", ".box"])
        #expect(Self.loader.isImported("a/b.box") && !Self.loader.isImported("a/b.fx"))
    }

    @Test func aFileOfTheFormatIsNamedOnItsOwn() throws {
        let reference = Self.loader.reference("things/one.box")
        #expect(reference == .file(path: "things/one.box", effect: nil))
        let effect = try Self.loader.resolve(
            reference, in: Self.loader.library(resolving: reference), standardInput: FixedInput())
        #expect(effect.name == "named-box")
    }

    @Test func anEmptyFileIsWordedInTheFormatsTerms() {
        let reference = Self.loader.reference("empty.box")
        #expect {
            try Self.loader.resolve(
                reference, in: Self.loader.library(resolving: reference), standardInput: FixedInput())
        } throws: { error in
            "\(error)" == "'empty.box' defines no effect; a box file names its effect"
        }
    }
}
