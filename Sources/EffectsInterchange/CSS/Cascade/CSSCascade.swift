import EffectDSL

/// The cascade (CSS Cascade 4) over an element path: for each element, which declaration of each
/// property wins, and the custom properties it sees.
///
/// Declarations are ordered by `!important`, then by the specificity of the most specific selector
/// of their rule that matches, then by source order. The `animation` shorthand sets each of its
/// longhands, so that a longhand written later (or more specifically) wins over it and the reverse.
/// Custom properties inherit down the path; `var()` is resolved when a value is read.
struct CSSCascade: Sendable {
    /// The winning declaration of one property on one element.
    struct Winner: Sendable {
        /// The declaration.
        var declaration: CSSDeclaration
        /// Whether it was `!important`.
        var isImportant: Bool
        /// The specificity of its rule's matching selector.
        var specificity: CSSSpecificity
        /// Its place in source order.
        var order: Int
        /// Its rule's cascade layer rank (``CSSRuleSet/StyleRule/layer``).
        var layer: Int

        /// Whether this declaration wins over `other`, which came earlier in source order.
        func beats(_ other: Winner) -> Bool {
            if isImportant != other.isImportant { return isImportant }
            // Important declarations of earlier layers win over later ones' (CSS Cascade 5, §6.4).
            if layer != other.layer { return isImportant ? layer < other.layer : layer > other.layer }
            return other.specificity <= specificity
        }
    }

    /// The longhands each shorthand the importer reads sets.
    static let shorthands: [String: [String]] = CSSBoxModel.shorthands.merging([
        "inset": ["top", "right", "bottom", "left"],
        "animation": [
            "animation-name", "animation-duration", "animation-timing-function", "animation-delay",
            "animation-iteration-count", "animation-direction", "animation-fill-mode", "animation-play-state",
            // Reset by the shorthand, never set by it (CSS Animations 2).
            "animation-timeline", "animation-range-start", "animation-range-end",
        ],
        "animation-range": ["animation-range-start", "animation-range-end"],
        "transition": [
            "transition-property", "transition-duration", "transition-timing-function", "transition-delay",
            "transition-behavior",
        ],
    ]) { first, _ in first }

    /// The path the cascade ran over.
    let path: CSSElementPath
    /// For each element of the path, the winner of each property (custom properties included).
    private(set) var winners: [[String: Winner]] = []
    /// For each element of the path, the custom properties it sees, inherited ones included.
    private(set) var custom: [[String: [CSSComponentValue]?]] = []
    /// The computed font size of each element of the path, px (``fontSizes(of:winners:)``).
    private(set) var fontSizes: [Double] = []
    /// The rules skipped because of a selector the importer cannot decide, which would set one of
    /// the element's properties the import reads.
    private(set) var undecided: [CSSComplexSelector] = []

    /// Whether the cascade is of the style before an element's first: `@starting-style` rules
    /// apply too.
    let isStartingStyle: Bool
    /// Whether a `@starting-style` rule set a property of the element.
    private(set) var startingStyleApplies = false

    /// Runs the cascade of `rules` over `path`; `relevant` says which properties of the animated
    /// element matter, to warn about undecided rules that set them; with `startingStyle`, the
    /// `@starting-style` rules apply as well.
    init(
        _ rules: CSSRuleSet, path: CSSElementPath, limits: CSSLimits, relevant: (String) -> Bool,
        startingStyle: Bool = false, problems: inout CSSProblems
    ) {
        self.path = path
        self.isStartingStyle = startingStyle
        var budget = limits.substitutedValues * 100
        for index in path.elements.indices {
            winners.append(cascade(rules, at: index, relevant: relevant))
            var inherited = index > 0 ? custom[index - 1] : [:]
            // A property registered with `@property` has its initial value wherever nothing sets
            // it, and one that does not inherit starts from it on every element.
            for (name, registration) in rules.registered where index == 0 || !registration.inherits {
                inherited[name] = .some(registration.initial)
            }
            custom.append(
                CSSCascade.customProperties(
                    winners[index], inherited: inherited, limit: limits.substitutedValues, budget: &budget,
                    problems: &problems))
        }
        fontSizes = CSSCascade.fontSizes(of: path, winners: winners)
    }

    /// The index of the animated element in the path.
    var elementIndex: Int { path.elements.count - 1 }
    /// The index of the element's parent, the stage.
    var parentIndex: Int { path.elements.count - 2 }

    private mutating func cascade(_ rules: CSSRuleSet, at index: Int, relevant: (String) -> Bool) -> [String:
        Winner]
    {
        var result: [String: Winner] = [:]
        for position in rules.index.candidates(for: path.elements[index]) {
            let styleRule = rules.styleRules[position]
            guard let selectors = styleRule.selectors, !styleRule.isStartingStyle || isStartingStyle else {
                continue
            }
            var best: CSSSpecificity?
            var skipped: CSSComplexSelector?
            for selector in selectors where path.matches(selector, at: index) {
                if selector.isUndecided(decidingStates: path.page.decidesStates) {
                    skipped = skipped ?? selector
                } else if best.map({ $0 < selector.specificity }) ?? true {
                    best = selector.specificity
                }
            }
            guard let specificity = best else {
                if let skipped, index == elementIndex,
                    styleRule.rule.declarations.contains(where: {
                        relevant(CSSPropertyReader.canonical($0.property))
                    })
                {
                    undecided.append(skipped)
                }
                continue
            }
            if styleRule.isStartingStyle && index == elementIndex { startingStyleApplies = true }
            for declaration in styleRule.rule.declarations where !rules.dropped.contains(declaration.range) {
                let winner = Winner(
                    declaration: declaration, isImportant: declaration.isImportant, specificity: specificity,
                    order: styleRule.order, layer: styleRule.layer)
                let property = CSSPropertyReader.canonical(declaration.property)
                for name in CSSCascade.shorthands[property] ?? [property] {
                    if let current = result[name], !winner.beats(current) { continue }
                    result[name] = winner
                }
            }
        }
        return result
    }
}
