import EffectsRegistry
import Testing

/// The text forms that `inspect` and the `.fx` printer share: values, viewports, changed parameters.
@Suite struct ListingTextTests {
    @Test func writesValuesAsShortestLiterals() {
        #expect(Value(1).shortestText == "1")
        #expect(Value(-0.0).shortestText == "0")
        #expect(Value(0.1 + 0.2).shortestText == "0.30000000000000004")
        #expect(Value(90, -20.5).shortestText == "(90, -20.5)")
        #expect(Value(1, 2, 3, 1e-7).shortestText == "(1, 2, 3, 1e-7)")
    }

    @Test func writesTheViewportAsWidthByHeight() {
        #expect(EffectContext().viewportText == "375x667")
        #expect(EffectContext(viewportWidth: 320.5, viewportHeight: 480).viewportText == "320.5x480")
    }

    @Test func namesOnlyTheChangedParametersInDeclarationOrder() throws {
        let defaults = Fixtures.demo.defaults()
        #expect(defaults.changesText(from: defaults) == nil)
        let changed = try Fixtures.demo.bind(["from=left", "angle=0.2", "count=4"])
        #expect(changed.changesText(from: defaults) == "angle=0.2, from=left")
    }
}
