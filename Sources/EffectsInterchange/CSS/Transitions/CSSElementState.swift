import EffectsRegistry

/// One element's style in one state of its page: what its transitions run between.
struct CSSElementState {
    /// The style the cascade gives it.
    var style: CSSElementPlan
    /// Its `transition-*` entries, which govern the changes into this state.
    var transitions: [CSSTransitionEntry]
    /// Whether it is rendered: it has no `display: none` (the browser's own rules count: a
    /// `dialog` without `open`, an element with `hidden`).
    var displayed: Bool
    /// Whether its ancestors are all rendered.
    var inRenderedAncestors = true
    /// When it appears in this state: its style before its first, from `@starting-style` rules,
    /// which its entry transitions start from; `nil` when none applies (it appears as it is).
    var starting: CSSElementPlan?

    /// The value of `property` in this state, `visibility` counting `display` (a box not rendered
    /// is not visible); `nil` for a size or place left `auto`.
    func value(of property: String, starting: Bool = false) -> CSSPropertyValue? {
        let plan = starting ? (self.starting ?? style) : style
        let value = CSSTransitionPlanning.value(of: property, in: plan)
        if property == "visibility", case .visibility(let visible)? = value {
            return .visibility(visible && displayed)
        }
        return value
    }

    /// Whether the cascade renders the element at `index` of its path (CSS Display 3: no
    /// `display: none`; the browser's stylesheet hides `[hidden]` and a `dialog` that is not
    /// `open`, unless the stylesheet gives them a `display`).
    static func isDisplayed(_ cascade: CSSCascade, at index: Int) -> Bool {
        var scratch = CSSProblems()
        let element = cascade.path.elements[index]
        if let value = cascade.value(of: "display", at: index, problems: &scratch) {
            return value.values.first(where: { !$0.isWhitespace })?.keyword != "none"
        }
        return element.attributes["hidden"] == nil
            && (element.type != "dialog" || element.attributes["open"] != nil)
    }

    /// The state of the element `cascade` ran over, from its `style` and `transitions`.
    init(_ cascade: CSSCascade, style: CSSElementPlan, transitions: [CSSTransitionEntry]) {
        self.style = style
        self.transitions = transitions
        // A pseudo-element is rendered as its host is.
        let own = cascade.path.pseudoElement == nil ? cascade.elementIndex : cascade.elementIndex - 1
        self.displayed =
            Self.isDisplayed(cascade, at: cascade.elementIndex) && Self.isDisplayed(cascade, at: own)
        self.inRenderedAncestors = (0..<own).allSatisfy { Self.isDisplayed(cascade, at: $0) }
    }
}

extension CSSTransitionPlanning {
    /// The transitions of `property` of an element through `states` (before the first change,
    /// then after each of `moments`).
    ///
    /// Where the element appears, no transition runs unless `@starting-style` gives its style
    /// before its first; then they run from there. Where it stops being rendered, its transitions
    /// are cancelled and it hides at once, unless `display` itself transitions (`allow-discrete`):
    /// it then stays rendered, and its other transitions run, until that transition ends.
    static func run(
        _ property: String, through states: [CSSElementState], moments: [Double], rule: CSSReversalRule
    ) throws(CSSPropertyTransitions.Unreadable) -> CSSPropertyTransitions {
        guard let first = states.first else { return CSSPropertyTransitions(initial: nil, rule: rule) }
        var run = CSSPropertyTransitions(initial: first.value(of: property), rule: rule)
        for (index, moment) in moments.enumerated() where index + 1 < states.count {
            let (before, state) = (states[index], states[index + 1])
            let value = state.value(of: property)
            let shown = shown(property, in: state.style)
            let display = state.transitions.matching("display").flatMap {
                $0.allowsDiscrete && $0.combinedDuration > 0 ? $0 : nil
            }
            if !before.displayed && state.displayed {
                try run.appear(
                    at: moment,
                    from: state.starting.flatMap { _ in state.value(of: property, starting: true) },
                    to: value, shown: shown, matching: state.transitions.matching(property))
            } else if before.displayed && !state.displayed {
                // Leaving: `visibility` follows `display`'s own transition; the others run only
                // while it keeps the element rendered.
                guard let display else {
                    try run.change(at: moment, to: value, shown: shown, matching: nil)
                    continue
                }
                try run.change(
                    at: moment, to: value, shown: shown,
                    matching: property == "visibility" ? display : state.transitions.matching(property))
            } else {
                // `visibility` counts `display`, whose transition out may still be running.
                let matching =
                    state.transitions.matching(property) ?? (property == "visibility" ? display : nil)
                try run.change(at: moment, to: value, shown: shown, matching: matching)
            }
        }
        return run
    }
}
