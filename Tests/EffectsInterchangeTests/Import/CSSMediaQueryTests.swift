import EffectDSL
import Testing

@testable import EffectsInterchange

/// `@media` decided against the import's viewport (375 × 667 unless given) and reduced motion:
/// width and height with `min-`/`max-` and in the range syntax, `em`, orientation (issue 31: every
/// breakpoint's rules were skipped, so a phone-first stylesheet played its desktop timing).
@Suite struct CSSMediaQueryTests {
    /// Whether `query` holds on a `width` × `height` viewport.
    static func holds(_ query: String, width: Double = 375, height: Double = 667) -> Bool? {
        let source = SourceFile(name: "a.css", text: "@media \(query) { .a { opacity: 1; } }")
        let stylesheet = CSSStylesheet(source: source, limits: .standard)
        guard case .group(let group)? = stylesheet.rules.first else { return nil }
        return CSSMediaQuery.evaluate(
            group.prelude, on: CSSMediaQuery.Screen(reducedMotion: false, width: width, height: height))
    }

    @Test func decidesTheViewportsFeatures() {
        #expect(Self.holds("(min-width: 768px)") == false)
        #expect(Self.holds("(min-width: 768px)", width: 1024) == true)
        #expect(Self.holds("(max-width: 40em)") == true)
        #expect(Self.holds("(max-width: 20em)") == false)
        #expect(Self.holds("(width: 375px)") == true)
        #expect(Self.holds("(min-height: 700px)") == false)
        #expect(Self.holds("(orientation: portrait)") == true)
        #expect(Self.holds("(orientation: landscape)", width: 800, height: 600) == true)
        #expect(Self.holds("screen and (min-width: 300px) and (max-width: 400px)") == true)
        #expect(Self.holds("not screen and (min-width: 300px)") == false)
        #expect(Self.holds("(min-width: 800px), (orientation: portrait)") == true)
    }

    @Test func decidesTheRangeSyntax() {
        #expect(Self.holds("(width >= 600px)") == false)
        #expect(Self.holds("(width < 600px)") == true)
        #expect(Self.holds("(600px <= width)") == false)
        #expect(Self.holds("(300px < width <= 400px)") == true)
        #expect(Self.holds("(400px < width <= 800px)") == false)
        #expect(Self.holds("(height > 600px)") == true)
    }

    @Test func leavesOtherFeaturesUndecided() {
        #expect(Self.holds("(hover: hover)") == nil)
        #expect(Self.holds("(min-width: 10vw)") == nil)
        #expect(Self.holds("(min-resolution: 2dppx)") == nil)
        #expect(Self.holds("(600px width <)") == nil)
        #expect(Self.holds("(width < < 600px)") == nil)
    }
}
