/// A stylesheet's rules as the cascade reads them: the style rules that apply under the chosen
/// media, with their selectors parsed, and the `@keyframes` that win for each name.
struct CSSRuleSet: Sendable {
    /// A style rule with its selectors and its place in the cascade's order.
    struct StyleRule: Sendable {
        /// The selector list; `nil` when the prelude is not one (the rule then never applies).
        var selectors: [CSSComplexSelector]?
        /// The rule as read.
        var rule: CSSStyleRule
        /// Its position among the style rules that apply, for source order.
        var order: Int
    }

    /// The style rules that apply, in source order.
    private(set) var styleRules: [StyleRule] = []
    /// The `@keyframes` of each name that wins (the last one read), keyed by name.
    private(set) var keyframes: [String: CSSKeyframesRule] = [:]
    /// The names of `keyframes` in the order their winning rules appear.
    private(set) var keyframeNames: [String] = []
    /// The style rules that could select each element.
    private(set) var index = CSSRuleIndex([])

    /// The rules of `stylesheet` that apply with reduced motion on or off.
    init(_ stylesheet: CSSStylesheet, reducedMotion: Bool) {
        add(stylesheet.rules, bytes: stylesheet.source.bytes, reducedMotion: reducedMotion)
        keyframeNames.sort { (keyframes[$0]?.range.lowerBound ?? 0) < (keyframes[$1]?.range.lowerBound ?? 0) }
        index = CSSRuleIndex(styleRules)
    }

    private mutating func add(_ rules: [CSSRule], bytes: [UInt8], reducedMotion: Bool) {
        for rule in rules {
            switch rule {
            case .style(let style):
                let selectors = CSSSelectorParser.parse(style.prelude, bytes: bytes)
                styleRules.append(StyleRule(selectors: selectors, rule: style, order: styleRules.count))
            case .keyframes(let keyframesRule):
                if keyframes.updateValue(keyframesRule, forKey: keyframesRule.name) == nil {
                    keyframeNames.append(keyframesRule.name)
                }
            case .group(let group):
                guard CSSMediaQuery.evaluate(group.prelude, reducedMotion: reducedMotion) == true else {
                    continue
                }
                add(group.rules, bytes: bytes, reducedMotion: reducedMotion)
            }
        }
    }
}
