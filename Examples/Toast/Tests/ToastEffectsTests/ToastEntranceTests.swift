import EffectsRegistry
import EffectsTesting
import Testing
import ToastEffects

/// The app's own effects, tested as fxkit tests its built-ins: golden tables, examples, the registry.
struct ToastEntranceTests {
    /// The app's `effects/` folder, found from this file so the tests run from any directory.
    static let effectsDirectory = TestResources.path("../../effects")

    @Test func theEntranceMatchesItsGoldenTable() {
        expectGoldenTable(
            of: ToastEntrance(), grid: .framesPerSecond(30),
            matches: GoldenFile("Golden/toast-entrance.csv", tolerance: .absolute(1e-9)))
    }

    @Test func aLongerRiseMatchesItsGoldenTable() throws {
        let parameters = try ToastEntrance().descriptor.bind(["rise": 300, "duration": 0.6])
        expectGoldenTable(
            of: ToastEntrance(), parameters: parameters, grid: .count(7),
            matches: GoldenFile("Golden/toast-entrance-long.csv", tolerance: .absolute(1e-9)))
    }

    @Test func theDismissalFromTheEffectsFolderMatchesItsGoldenTable() throws {
        let (registry, failures) = ToastCatalogue.registry(effectsDirectory: Self.effectsDirectory)
        #expect(failures.isEmpty)
        let timeline = try registry.effect(named: "toast-dismiss").timeline()
        expectGoldenTable(
            of: timeline, grid: .step(0.05), matches: GoldenFile("Golden/toast-dismiss.csv"))
    }

    @Test func everyExampleOfTheEntranceHolds() throws {
        let effect = ToastEntrance()
        for example in effect.descriptor.examples {
            #expect(try effect.mismatches(of: example).isEmpty, "\(example.note)")
        }
    }

    @Test func theRegistryHoldsTheBuiltInsTheAppsEffectsAndItsFiles() throws {
        let (registry, _) = ToastCatalogue.registry(effectsDirectory: Self.effectsDirectory)
        #expect(registry.entry(named: "swap-card")?.origin == .builtIn)
        #expect(registry.entry(named: "toast-entrance")?.origin == .swift(provider: "toast effects"))
        #expect(
            registry.entry(named: "toast-dismiss")?.origin.description.hasSuffix("toast-dismiss.fx:2") == true
        )
    }

    @Test func thePreviewIsAChartOfEveryColumn() throws {
        let (registry, _) = ToastCatalogue.registry(effectsDirectory: Self.effectsDirectory)
        let svg = try ToastPreview.chart(of: "toast-entrance", in: registry)
        #expect(svg.hasPrefix("<?xml") && svg.contains("<svg"))
        #expect(svg.contains(">opacity<"))
        #expect(svg.contains(">position.y (pt)<"))
    }

    /// What a failing golden test prints: the first differing cell with its row, column and values.
    @Test func aWrongGoldenValueSaysWhereAndHowFarItIsOff() throws {
        let golden = GoldenFile("Golden/toast-entrance-wrong.csv", updates: false)
        withKnownIssue {
            expectGoldenTable(of: ToastEntrance(), grid: .count(3), matches: golden)
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains("line 3 (row 1, t=0.2), toast.opacity: expected 0.55, actual 0.5")
            }
        }
    }
}
