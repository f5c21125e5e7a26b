extension CSSImport.Importer {
    /// The properties the import does not read whose value a change of state changes while a
    /// transition governs it: named in `transition-property`, or colours, shadows and filters
    /// under `all` (a different winning declaration counts as a change).
    static func skippedTransitions(_ cascades: [CSSCascade], _ transitions: [[CSSTransitionEntry]]) -> (
        names: Set<String>, range: Range<Int>
    ) {
        var names: Set<String> = []
        var range = 0..<0
        for state in cascades.indices.dropFirst() {
            let before = cascades[state - 1]
            let after = cascades[state]
            let winners = after.winners[after.elementIndex]
            let previous = before.winners[before.elementIndex]
            for property in Set(winners.keys).union(previous.keys) where !names.contains(property) {
                guard !property.hasPrefix("--"), !CSSPropertyReader.properties.contains(property),
                    winners[property]?.declaration.range != previous[property]?.declaration.range,
                    let entry = transitions[state].matching(property), entry.combinedDuration > 0,
                    entry.property == property
                        || (entry.property == nil && CSSPlanner.isColourOrFilter(property))
                else { continue }
                names.insert(property)
                if range.isEmpty {
                    range = entry.range(
                        of: "transition-property", or: entry.range(of: "transition-duration", or: 0..<0))
                }
            }
        }
        return (names, range)
    }

    /// Whether a change touches the element of `cascades` (its cascade in each state) or it plays
    /// an animation: a property the import reads, or `display`, or the attributes the browser hides
    /// an element by, differs between two states (custom properties substituted), or it names an
    /// animation.
    static func isTouched(_ cascades: [CSSCascade]) -> Bool {
        var scratch = CSSProblems()
        let properties = CSSPropertyReader.properties + ["display", "content", "animation-name"]
        func signature(_ cascade: CSSCascade) -> [[CSSComponentValue]?] {
            properties.map { cascade.value(of: $0, at: cascade.elementIndex, problems: &scratch)?.values }
        }
        guard let first = cascades.first else { return false }
        if first.value(of: "animation-name", at: first.elementIndex, problems: &scratch) != nil {
            return true
        }
        let signatures = cascades.map(signature)
        let rendered = cascades.map { cascade in
            (0...cascade.elementIndex).map { CSSElementState.isDisplayed(cascade, at: $0) }
        }
        return signatures.contains { $0 != signatures[0] } || rendered.contains { $0 != rendered[0] }
    }
}
