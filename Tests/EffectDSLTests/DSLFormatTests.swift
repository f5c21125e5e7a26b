import Testing

@testable import EffectDSL

/// Numbers as messages show them.
@Suite struct DSLFormatTests {
    @Test func anExampleAtAHugeMomentSaysItsMoment() {
        let source = SourceFile(
            name: "e.fx",
            text: "effect e { layer l { set opacity = 1 }; example \"x\" at 1e308s { l.opacity = 1 } }")
        let messages = DSLLoader.load(source).diagnostics.map(\.message)
        #expect(messages == ["the example's moment 1e+308 s is outside the effect, 0 s...0.25 s"])
    }
}
