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
}
