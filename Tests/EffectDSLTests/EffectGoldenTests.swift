import EffectsRegistry
import EffectsTesting
import TestSupport
import Testing

@testable import EffectDSL

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The sample tables of the effects fxkit ships in `effects/`, compared with golden CSV files
/// through the public golden-table helper.
///
/// Every effect of the files in ``ShippedEffects/files`` is sampled at 60 fps with its defaults and
/// compared exactly with the CSV checked in under `Tests/EffectDSLTests/Golden/`. Regenerate with
/// `FXKIT_UPDATE_GOLDEN=1 swift test --filter EffectGoldenTests`.
@Suite struct EffectGoldenTests {
    /// The shipped files loaded together by the provider fxctl uses (one derives from another).
    static let loaded: DSLLoadResult = TestFiles.effects.result

    static var effectNames: [String] { loaded.effects.map(\.descriptor.name) }

    static let goldenDirectory = Repository.path("Tests/EffectDSLTests/Golden")

    static func golden(_ name: String) -> GoldenFile {
        GoldenFile(path: "\(goldenDirectory)/\(name).csv")
    }

    @Test func everyShippedFileLoadsWithoutErrors() throws {
        let sources = try TestFiles.effectSources()
        #expect(sources.map(\.name) == ShippedEffects.files)
        #expect(EffectGoldenTests.loaded.failedFiles == [], "\(EffectGoldenTests.loaded.rendered())")
        #expect(EffectGoldenTests.loaded.effects.count >= sources.count)
    }

    @Test(arguments: effectNames)
    func sampleTableMatchesTheGoldenCSV(_ name: String) throws {
        let effect = try #require(EffectGoldenTests.loaded.effects.first { $0.descriptor.name == name })
        expectGoldenTable(of: effect, grid: .framesPerSecond(60), matches: EffectGoldenTests.golden(name))
    }

    /// The examples of the layer model (issue 13), whose point is what the layer looks like: their
    /// tables with `--geometry`'s columns (composed matrix, projected corners, facing, visibility)
    /// are checked too, as `NAME-geometry.csv`, on the same 60 fps grid.
    static let geometryEffects = ["flip-x", "skew-in", "scale-bounce", "origin-corner"]

    @Test(arguments: geometryEffects)
    func geometryTableMatchesTheGoldenCSV(_ name: String) throws {
        let effect = try #require(EffectGoldenTests.loaded.effects.first { $0.descriptor.name == name })
        let timeline = try effect.timeline(effect.descriptor.defaults(), context: EffectContext())
        let table = try Sampler(timeline: timeline, geometry: true).table(.framesPerSecond(60))
        #expect(table.columns.contains { $0.hasSuffix(".matrix.m44") })
        expectGoldenTable(table, matches: EffectGoldenTests.golden("\(name)-geometry"))
    }

    @Test func noGoldenTableIsStale() throws {
        let names = Set(
            EffectGoldenTests.effectNames + EffectGoldenTests.geometryEffects.map { "\($0)-geometry" })
        var stale: [String] = []
        for entry in try FileReader.names(in: EffectGoldenTests.goldenDirectory) where entry.hasSuffix(".csv")
        {
            if !names.contains(String(entry.dropLast(4))) { stale.append(entry) }
        }
        #expect(stale.isEmpty, "golden tables without an effect: \(stale)")
    }

    /// Every file of `effects/` in the commit is in the list, and each listed file defines an effect
    /// with a golden table: a file added to fxkit without a golden cannot slip past.
    @Test(.enabled(if: committedEffectFiles() != nil, "not a git checkout"))
    func everyShippedFileHasAGoldenTable() throws {
        let committed = try #require(EffectGoldenTests.committedEffectFiles())
        let unlisted = committed.filter { !ShippedEffects.files.contains($0) }
        #expect(unlisted.isEmpty, "committed but not in ShippedEffects.files: \(unlisted)")
        for file in ShippedEffects.files {
            let effects = EffectGoldenTests.loaded.effects.filter { $0.location.file == file }
            #expect(!effects.isEmpty, "\(file) defines no effect")
            for effect in effects {
                let path = EffectGoldenTests.golden(effect.descriptor.name).path
                #expect(access(path, R_OK) == 0, "\(file): no golden table \(path)")
            }
        }
    }

    /// A file of the user's own in `effects/`, however broken, is not read by the golden tests.
    @Test func aStrayFileInEffectsIsIgnored() throws {
        let directory = try TemporaryDirectory()
        for folder in ["effects", "effects/examples", "effects/seeds"] {
            #expect(mkdir("\(directory.path)/\(folder)", 0o755) == 0)
        }
        for source in try TestFiles.effectSources() {
            try directory.create(source.name, String(decoding: source.bytes, as: UTF8.self))
        }
        try directory.create("effects/my-stack.fx", "effect stack-copy: stack {\n    param mode = \n")
        let sources = try TestFiles.effectSources(root: directory.path)
        #expect(sources.map(\.name) == ShippedEffects.files)
        let loaded = TestFiles.load(root: directory.path).result
        #expect(loaded.failedFiles == [], "\(loaded.rendered())")
        #expect(loaded.effects.map(\.descriptor.name) == EffectGoldenTests.effectNames)
    }

    /// The `.fx` files under `effects/` in the checkout's HEAD commit, sorted, or nil when git or
    /// the repository is not there.
    static func committedEffectFiles() -> [String]? {
        let command = "git -C '\(Repository.root)' ls-tree -r --name-only HEAD -- effects 2>/dev/null"
        guard let pipe = popen(command, "r") else { return nil }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = fread(&chunk, 1, chunk.count, pipe)
            if count == 0 { break }
            bytes += chunk[0..<count]
        }
        guard pclose(pipe) == 0 else { return nil }
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
        let files = lines.filter { $0.hasSuffix(".fx") }.sorted()
        return files.isEmpty ? nil : files
    }
}
