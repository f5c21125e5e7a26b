import Testing

@testable import EffectDSL

/// Hints that rewrite a line are offered only when the rewritten line is right.
@Suite struct MisleadingHintTests {
    /// The hints of loading `text` as one file.
    static func hints(_ text: String) -> [String] {
        DSLLoader.load(SourceFile(name: "e.fx", text: text)).diagnostics.compactMap(\.hint)
    }

    @Test func optionsAfterTheValuesThatDoNotParseGetNoRewrite() {
        let hints = Self.hints("effect e { layer l { animate opacity from 0 to 1 delay } }")
        #expect(!hints.contains { $0.contains("animate opacity delay from 0 to 1") }, "\(hints)")
    }

    @Test func optionsAfterTheValuesThatParseStillGetTheRewrite() {
        let hints = Self.hints("effect e { layer l { animate opacity from 0 to 1 delay 0.2s } }")
        #expect(hints.contains { $0.contains("animate opacity delay 0.2s from 0 to 1") }, "\(hints)")
    }

    @Test func aSingleKeyframeWithACommaGetsNoRewrite() {
        let hints = Self.hints("effect e { layer l { animate opacity { 0% 0, } } }")
        #expect(!hints.contains { $0.contains("{ 0% 0 }") }, "\(hints)")
    }

    @Test func twoKeyframesWithACommaStillGetTheRewrite() {
        let hints = Self.hints("effect e { layer l { animate opacity { 0% 0, 100% 1 } } }")
        #expect(hints.contains { $0.contains("{ 0% 0; 100% 1 }") }, "\(hints)")
    }
}
