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
        /// Its cascade layer's rank: a later layer's declarations win over an earlier one's, and
        /// those outside any layer, ranked last, over all (the reverse for `!important` ones).
        var layer: Int
        /// Whether it is inside `@starting-style`: it applies only to the style an element has
        /// before its first, from which its entry transitions start.
        var isStartingStyle = false
    }

    /// The style rules that apply, in source order.
    private(set) var styleRules: [StyleRule] = []
    /// The `@keyframes` of each name that wins (the one in the last layer, the last one read in it),
    /// keyed by name.
    private(set) var keyframes: [String: CSSKeyframesRule] = [:]
    /// The names of `keyframes` in the order their winning rules appear.
    private(set) var keyframeNames: [String] = []
    /// The style rules that could select each element.
    private(set) var index = CSSRuleIndex([])
    /// The declarations a browser drops as it parses them, by their ranges: the cascade skips them.
    private(set) var dropped: Set<Range<Int>> = []
    /// A warning per dropped declaration.
    private(set) var problems: [CSSProblem] = []
    /// The custom properties registered with `@property` and an initial value: that value, and
    /// whether it inherits.
    private(set) var registered: [String: (initial: [CSSComponentValue], inherits: Bool)] = [:]
    /// The cascade layers met, in the order they are first named.
    private var layers = CSSLayerTree()
    /// Every `@keyframes` read, with its layer, before the winners are chosen.
    private var keyframesRead: [(rule: CSSKeyframesRule, layer: Int)] = []

    /// The rules of `stylesheet` that apply with reduced motion on or off, on a viewport of
    /// `viewport` CSS px (which `@media` width, height and orientation queries test).
    init(
        _ stylesheet: CSSStylesheet, reducedMotion: Bool,
        viewport: (width: Double, height: Double) = (375, 667)
    ) {
        let screen = CSSMediaQuery.Screen(
            reducedMotion: reducedMotion, width: viewport.width, height: viewport.height)
        add(stylesheet.rules, bytes: stylesheet.source.bytes, screen: screen, layer: 0)
        let ranks = layers.ranks()
        for position in styleRules.indices {
            styleRules[position].layer = ranks[styleRules[position].layer]
        }
        var winners: [String: (rule: CSSKeyframesRule, rank: Int)] = [:]
        for (rule, layer) in keyframesRead {
            // A later layer's rule wins; in one layer, the last one read (CSS Cascade 5, §6.4.3).
            if let current = winners[rule.name], current.rank > ranks[layer] { continue }
            winners[rule.name] = (rule, ranks[layer])
        }
        keyframes = winners.mapValues(\.rule)
        keyframeNames = keyframes.keys.sorted {
            (keyframes[$0]?.range.lowerBound ?? 0) < (keyframes[$1]?.range.lowerBound ?? 0)
        }
        keyframesRead = []
        index = CSSRuleIndex(styleRules)
    }

    private mutating func add(
        _ rules: [CSSRule], bytes: [UInt8], screen: CSSMediaQuery.Screen, layer: Int, starting: Bool = false
    ) {
        for rule in rules {
            switch rule {
            case .style(let style):
                let selectors = CSSSelectorParser.parse(style.prelude, bytes: bytes)
                for declaration in style.declarations {
                    guard let error = CSSAnimationReader.parseError(of: declaration) else { continue }
                    dropped.insert(declaration.range)
                    problems.append(
                        CSSProblem(
                            .cssDeclarationDropped(declaration.property, reason: error.message.text),
                            at: error.range))
                }
                styleRules.append(
                    StyleRule(
                        selectors: selectors, rule: style, order: styleRules.count, layer: layer,
                        isStartingStyle: starting))
            case .keyframes(let keyframesRule):
                keyframesRead.append((keyframesRule, layer))
            case .group(let group) where group.name == "layer":
                let name = group.prelude.filter { !$0.isWhitespace }
                    .map { String(decoding: bytes[$0.range.clamped(to: bytes.indices)], as: UTF8.self) }
                    .joined()
                let inner = layers.layer(named: name, in: layer)
                add(group.rules, bytes: bytes, screen: screen, layer: inner, starting: starting)
            case .group(let group) where group.name == "starting-style":
                add(group.rules, bytes: bytes, screen: screen, layer: layer, starting: true)
            case .group(let group) where group.name == "property":
                guard group.prelude.count == 1, case .ident(let name)? = group.prelude.first?.token?.kind,
                    name.hasPrefix("--"), case .style(let body)? = group.rules.first
                else { continue }
                let initial = body.declarations.last { $0.property.lowercased() == "initial-value" }
                let inherits = body.declarations.last { $0.property.lowercased() == "inherits" }
                guard let initial else { continue }
                registered[name] = (
                    Array(initial.value.trimmed),
                    inherits?.value.first { !$0.isWhitespace }?.keyword == "true"
                )
            case .group(let group) where group.name == "supports":
                guard CSSSupportsCondition.evaluate(group.prelude, bytes: bytes) == true else { continue }
                add(group.rules, bytes: bytes, screen: screen, layer: layer, starting: starting)
            case .group(let group) where group.name == "layer-statement":
                add(group.rules, bytes: bytes, screen: screen, layer: layer, starting: starting)
            case .group(let group):
                guard CSSMediaQuery.evaluate(group.prelude, on: screen) == true else {
                    continue
                }
                add(group.rules, bytes: bytes, screen: screen, layer: layer, starting: starting)
            }
        }
    }
}
