import EffectsRegistry
import TestSupport
import Testing

@testable import EffectDSL

/// The file and directory providers, against the repository's `effects/` directory and a
/// temporary one.
@Suite struct ProviderTests {
    /// The shipped files by name (not the whole folder, which may hold a user's own files), loaded
    /// together: one derives from another in a later file.
    @Test func theDirectoryProviderLoadsEveryShippedEffect() {
        var registry = ProbeEffect.registry
        let provider = DSLDirectoryProvider(
            paths: [], files: ShippedEffects.files, workingDirectory: Repository.root)
        let failures = registry.load(from: provider)
        #expect(failures.isEmpty, "\(failures)")
        for name in ["fade", "move-in", "push", "swap-card-fx", "stack-fx", "swap-card-slow", "cascade"] {
            #expect(registry.entry(named: name) != nil, "\(name)")
        }
        let origin = registry.entry(named: "swap-card-fx")?.origin
        #expect(origin == .file(path: "effects/seeds/swap-card.fx", line: 9))
    }

    @Test func theReportsRegistryHoldsTheGivenEffectsAndTheLoadedOnes() {
        let provider = DSLDirectoryProvider(
            paths: [], files: ShippedEffects.files, workingDirectory: Repository.root)
        let report = provider.report(into: ProbeEffect.registry)
        #expect(report.registry.names == (ProbeEffect.registry.names + report.effects.map(\.name)).sorted())
        #expect(
            report.registry.entry(named: "swap-card-fx")?.origin
                == .file(path: "effects/seeds/swap-card.fx", line: 9))
    }

    @Test func theFileProviderReportsABrokenFileWithItsDiagnostics() throws {
        let directory = try TemporaryDirectory()
        let good = directory.path + "/good.fx"
        let bad = directory.path + "/bad.fx"
        #expect(TestFiles.write(Array("effect good-one { layer l { } }\n".utf8), to: good))
        #expect(TestFiles.write(Array("effect bad-one {\n    duration 2\n}\n".utf8), to: bad))
        var registry = EffectRegistry()
        let failures = registry.load(from: DSLDirectoryProvider(path: directory.path))
        #expect(registry.names == ["good-one"])
        #expect(failures.count == 1)
        #expect(failures.first?.source == bad)
        #expect(
            failures.first?.message
                == "1 error, the first at 2:14: the effect's duration must be a time, not a number"
        )
        // The short entry is for listings; the report keeps the diagnostics for printing in full.
        let report = DSLDirectoryProvider(path: directory.path).report(into: EffectRegistry())
        #expect(
            report.result.rendered() == """
                \(bad):2:14: error: the effect's duration must be a time, not a number
                    duration 2
                             ^
                hint: write the number with a unit, such as '2s' or '300ms'

                """)
        let single = DSLFileProvider(path: good).load(into: EffectRegistry())
        #expect(single.effects.map(\.name) == ["good-one"])
        #expect(single.effects.first?.origin == .file(path: good, line: 1))
    }

    @Test func aMissingFileIsAFailureNotACrash() {
        let result = DSLFileProvider(path: "/nonexistent/x.fx").load(into: EffectRegistry())
        #expect(result.effects.isEmpty)
        #expect(result.failures.first?.source == "/nonexistent/x.fx")
        #expect(
            result.failures.first?.message == "cannot read '/nonexistent/x.fx': no such file or directory")
        let directory = DSLDirectoryProvider(path: "/nonexistent").load(into: EffectRegistry())
        #expect(directory.failures.first?.source == "/nonexistent")
        #expect(
            directory.failures.first?.message
                == "cannot read the directory '/nonexistent': no such file or directory")
    }
}
