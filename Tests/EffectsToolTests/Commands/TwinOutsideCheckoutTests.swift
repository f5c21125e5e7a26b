import Effects
import Testing

@testable import EffectsTool

/// `inspect BUILTIN --format fx` prints the built-in's DSL twin from the catalogue built into the
/// binary, in a folder with no `effects/` of its own (the README's tour), so the copy's parameters
/// work there too.
@Suite struct TwinOutsideCheckoutTests {
    @Test func aBuiltInsCopyKeepsItsParametersOutsideTheCheckout() throws {
        var fx = try InProcess()
        defer { fx.remove() }
        fx.shipsCatalogue = true
        fx.builtIns = [BuiltInEffects.provider]
        let printed = fx.run(["inspect", "stack", "--format", "fx"])
        #expect(printed.status == 0, "\(printed)")
        #expect(printed.output.contains("from its DSL twin\n// 'stack-fx'"), "\(printed.output)")
        #expect(printed.output.contains("    param mode = \"drag\""))
        try fx.write(printed.output, to: "effects/my-stack.fx")
        let swiped = fx.run(["sample", "stack-copy", "-p", "mode=swipe", "--at", "0.25", "--format", "csv"])
        #expect(swiped.status == 0, "\(swiped)")
        let dragged = fx.run(["sample", "stack-copy", "--at", "0.25", "--format", "csv"])
        #expect(swiped.output != dragged.output, "the mode parameter of the copy changes nothing")
    }
}
