import EffectsRegistry
import Testing

@testable import EffectDSL

/// The sample tables of the effects in `effects/`, compared with golden CSV files.
///
/// Every effect is sampled at 60 fps with its defaults and compared byte for byte with the CSV
/// checked in under `Tests/EffectDSLTests/Golden/`. Regenerate with
/// `FXKIT_UPDATE_GOLDEN=1 swift test --filter EffectGoldenTests`.
@Suite struct EffectGoldenTests {
    /// All the files loaded together by the directory provider fxctl uses (one derives from another).
    static let loaded: DSLLoadResult = TestFiles.effects.result

    static var effectNames: [String] { loaded.effects.map(\.descriptor.name) }

    static func goldenPath(_ name: String) -> String {
        Repository.path("Tests/EffectDSLTests/Golden/\(name).csv")
    }

    @Test func everyFileLoadsWithoutErrors() throws {
        let sources = try TestFiles.effectSources()
        #expect(sources.count >= 9)
        #expect(!EffectGoldenTests.loaded.hasErrors, "\(EffectGoldenTests.loaded.rendered())")
        #expect(EffectGoldenTests.loaded.effects.count >= sources.count)
    }

    @Test(arguments: effectNames)
    func sampleTableMatchesTheGoldenCSV(_ name: String) throws {
        let effect = try #require(EffectGoldenTests.loaded.effects.first { $0.descriptor.name == name })
        let timeline = try effect.timeline(effect.descriptor.defaults(), context: EffectContext())
        let table = try Sampler(timeline: timeline).table(.framesPerSecond(60))
        var bytes: [UInt8] = []
        TableWriter(format: .csv).write(table, to: &bytes)
        let path = EffectGoldenTests.goldenPath(name)
        if TestFiles.updatesGoldens {
            #expect(TestFiles.write(bytes, to: path), "cannot write \(path)")
            return
        }
        let golden = try #require(
            try? FileReader.read(path), "no golden table \(path); run with FXKIT_UPDATE_GOLDEN=1 to create it"
        )
        #expect(golden == bytes, "the table of \(name) differs from \(path)")
    }

    @Test func noGoldenTableIsStale() throws {
        let directory = Repository.path("Tests/EffectDSLTests/Golden")
        let names = Set(EffectGoldenTests.effectNames)
        var stale: [String] = []
        for entry in try FileReader.names(in: directory) where entry.hasSuffix(".csv") {
            if !names.contains(String(entry.dropLast(4))) { stale.append(entry) }
        }
        #expect(stale.isEmpty, "golden tables without an effect: \(stale)")
    }
}
