import EffectDSL
import Testing

@testable import EffectsInterchange

/// `@supports` decided as Chromium decides it: the expected answers are what `CSS.supports()` gave
/// in Chromium for the same conditions.
@Suite struct CSSSupportsTests {
    @Test(arguments: [
        ("(animation-name: x)", true),
        ("not (animation-name: x)", false),
        ("(-moz-appearance: none)", false),
        ("(-webkit-backdrop-filter: none) or (backdrop-filter: none)", true),
        ("(display: grid) and (not (-ms-grid-row: 1))", true),
        ("selector(:has(a))", true),
        ("(transform: translate3d(0, 0, 0)) and (animation-timeline: view())", true),
        ("not ((-o-transform: none) or (-moz-transform: none))", true),
        ("(scale: 1) and (rotate: 1deg) and (translate: 1px)", true),
    ])
    func decidesAsChromiumDoes(condition: String, expected: Bool) throws {
        let css =
            "@supports \(condition) { .a { animation: x 2s; } }\n.a { animation: x 1s; }\n"
            + "@supports \(condition) { .a { animation-duration: 3s; } }\n@keyframes x { to { opacity: 0; } }"
        let result = CSSImport.load(SourceFile(name: "s.css", text: css))
        let effect = try #require(result.effects.first, "\(result.rendered())")
        #expect(effect.descriptor.duration == (expected ? 3 : 1), "\(condition)")
    }
}
