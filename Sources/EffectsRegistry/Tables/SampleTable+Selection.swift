extension SampleTable {
    /// The columns that always lead a selection, when the table has them.
    static let leadingColumns = ["t", "progress"]

    /// The columns matching any of the glob patterns, with `t` and `progress` always kept first.
    ///
    /// Patterns use `*` and `?`, as in "front.*" or "*.position.x" (see `ColumnPattern`).
    /// The other selected columns keep the table's order, each once however many patterns match it.
    /// A pattern that matches no column at all is an error naming it, with a suggestion drawn from
    /// the column names and their "layer.*" forms.
    public func selecting(columns patterns: [String]) throws(SampleTableError) -> SampleTable {
        let compiled = patterns.map(ColumnPattern.init)
        for pattern in compiled where !columns.contains(where: pattern.matches) {
            throw .noMatchingColumn(
                pattern: pattern.text, suggestion: Suggestions.didYouMean(pattern.text, in: patternCandidates)
            )
        }
        var chosen = SampleTable.leadingColumns.compactMap { columns.firstIndex(of: $0) }
        var isChosen = [Bool](repeating: false, count: columns.count)
        for index in chosen { isChosen[index] = true }
        for (index, name) in columns.enumerated()
        where !isChosen[index] && compiled.contains(where: { $0.matches(name) }) {
            chosen.append(index)
        }
        var selectedValues: [Double] = []
        selectedValues.reserveCapacity(rowCount * chosen.count)
        let width = columns.count
        for row in 0..<rowCount {
            for column in chosen { selectedValues.append(values[row * width + column]) }
        }
        return SampleTable(columns: chosen.map { columns[$0] }, values: selectedValues, rowCount: rowCount)
    }

    /// What a mistyped pattern may have meant: every column name, and "layer.*" for each layer.
    private var patternCandidates: [String] {
        var candidates = columns
        var layers: [String] = []
        for name in columns {
            guard let dot = name.firstIndex(of: ".") else { continue }
            let layer = String(name[..<dot]) + ".*"
            if !layers.contains(layer) { layers.append(layer) }
        }
        candidates.append(contentsOf: layers)
        return candidates
    }
}
