import EffectDSL
import Testing

@testable import EffectsInterchange

/// The cascade looks only at the rules that could select an element: a stylesheet of N rules each
/// animating its own element costs N cascades over a rule or two, not over N rules (a thousand
/// animations took 9 times as long per byte as ten).
@Suite struct CSSRuleIndexTests {
    static func rules(_ css: String) -> CSSRuleSet {
        CSSRuleSet(
            CSSStylesheet(source: SourceFile(name: "index.css", text: css), limits: .standard),
            reducedMotion: false)
    }

    @Test func aRuleForEachElementIsTheOnlyCandidateOfItsElement() {
        let count = 2_000
        let css =
            (0..<count).map { ".anim\($0) { animation: move\($0) 1s; }\n" }.joined()
            + "* { transform-origin: 0 0; }\n"
        let set = Self.rules(css)
        for index in [0, 999, 1_999] {
            let element = CSSElement(type: "div", classes: ["anim\(index)"])
            // Its own rule and the universal one: the work per element does not grow with the file.
            #expect(set.index.candidates(for: element) == [index, count])
        }
    }

    @Test func candidatesComeInSourceOrderOnceEach() {
        let set = Self.rules(
            """
            div.a { opacity: 0; }
            #hero, .a.b { opacity: 1; }
            .b { opacity: 0.5; }
            [open] { opacity: 0.2; }
            span { opacity: 0.1; }
            .a, .b { opacity: 0.3; }
            """)
        let element = CSSElement(type: "div", id: "hero", classes: ["a", "b"])
        #expect(set.index.candidates(for: element) == [0, 1, 2, 3, 5])
        #expect(set.index.candidates(for: CSSElement(type: "span")) == [3, 4])
    }
}
