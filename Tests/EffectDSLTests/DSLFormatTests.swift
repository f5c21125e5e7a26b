import Testing

@testable import EffectDSL

/// Numbers as messages show them.
@Suite struct DSLFormatTests {
    @Test func aNumberTooLargeToScaleIsShownAsItIs() {
        #expect(DSLFormat.seconds(1e308) == "1e+308s")
        #expect(DSLFormat.rounded(-1e308) == "-1e+308")
        #expect(DSLFormat.rounded(0.123456) == "0.1235")
    }

    @Test func anExampleAtAHugeMomentSaysItsMoment() {
        let source = SourceFile(
            name: "e.fx",
            text: "effect e { layer l { set opacity = 1 }; example \"x\" at 1e308s { l.opacity = 1 } }")
        let messages = DSLLoader.load(source).diagnostics.map(\.message)
        #expect(messages == ["the example's moment 1e+308s is outside the effect, 0s...0.25s"])
    }
}
