extension SampleTable {
    /// The columns matching any of the glob patterns, with `t` and `progress` always kept first.
    ///
    /// Patterns use `*` and `?`, as in "front.*" or "*.position.x" (see `ColumnPattern`).
    /// The other selected columns keep the table's order, each once however many patterns match it.
    /// A pattern that matches no column at all is an error naming it, with a suggestion drawn from
    /// the column names and their "layer.*" forms. No patterns keep only `t` and `progress`
    /// (``ColumnSelection``, which streams use, keeps every column then).
    public func selecting(columns patterns: [String]) throws(SampleTableError) -> SampleTable {
        let chosen = try ColumnSelection.indices(of: columns, matching: patterns)
        var selectedValues: [Double] = []
        selectedValues.reserveCapacity(rowCount * chosen.count)
        let width = columns.count
        for row in 0..<rowCount {
            for column in chosen { selectedValues.append(values[row * width + column]) }
        }
        return SampleTable(columns: chosen.map { columns[$0] }, values: selectedValues, rowCount: rowCount)
    }
}
