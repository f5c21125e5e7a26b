import EffectsText

/// Which columns of a sampled row to keep, chosen by glob patterns: `t` and `progress` first, then
/// the other matching columns in the row's order, each once.
///
/// ```swift
/// let selection = try ColumnSelection(columns: compiled.columnNames, patterns: ["front.*"])
/// selection.names    // ["t", "progress", "front.zPosition", "front.transform.rotation", …]
/// ```
///
/// Patterns use `*` and `?` (see ``ColumnPattern``), exactly as
/// ``SampleTable/selecting(columns:)`` reads them.
public struct ColumnSelection: Hashable, Sendable {
    /// The names of the kept columns, in output order.
    public let names: [String]
    /// For each kept column, its index in the sampled row.
    public let indices: [Int]
    /// The number of columns of the sampled row.
    public let sourceWidth: Int

    /// Every column of `columns`, in order.
    public init(all columns: [String]) {
        self.init(names: columns, indices: Array(columns.indices), sourceWidth: columns.count)
    }

    /// The columns of `columns` matching any of `patterns`; every column when there are none.
    ///
    /// - Throws: ``SampleTableError/noMatchingColumn(pattern:suggestion:)`` for a pattern that
    ///   matches no column, with a suggestion drawn from the column names and their `layer.*` forms.
    public init(columns: [String], patterns: [String]) throws(SampleTableError) {
        guard !patterns.isEmpty else {
            self.init(all: columns)
            return
        }
        let indices = try ColumnSelection.indices(of: columns, matching: patterns)
        self.init(names: indices.map { columns[$0] }, indices: indices, sourceWidth: columns.count)
    }

    /// The columns `names` at `indices` of a row of `sourceWidth` columns, as given.
    init(names: [String], indices: [Int], sourceWidth: Int) {
        self.names = names
        self.indices = indices
        self.sourceWidth = sourceWidth
    }

    /// Whether every column of the sampled row is kept, in order (rows need no copying).
    public var isEverything: Bool {
        indices.count == sourceWidth && indices.elementsEqual(0..<sourceWidth)
    }

    /// The columns that always lead a selection, when the row has them.
    static let leadingColumns = ["t", "progress"]

    /// The indices of the columns `patterns` choose: `t` and `progress` (when present) first, then
    /// every other column matching a pattern, in order; for no patterns, only the leading two.
    static func indices(of columns: [String], matching patterns: [String]) throws(SampleTableError) -> [Int] {
        let compiled = patterns.map(ColumnPattern.init)
        for pattern in compiled where !columns.contains(where: pattern.matches) {
            let suggestion = Suggestions.didYouMean(pattern.text, in: patternCandidates(columns))
            throw .noMatchingColumn(
                pattern: pattern.text, suggestion: suggestion.isEmpty ? listing(columns) : suggestion)
        }
        var chosen = leadingColumns.compactMap { columns.firstIndex(of: $0) }
        var isChosen = [Bool](repeating: false, count: columns.count)
        for index in chosen { isChosen[index] = true }
        for (index, name) in columns.enumerated()
        where !isChosen[index] && compiled.contains(where: { $0.matches(name) }) {
            chosen.append(index)
        }
        return chosen
    }

    /// The columns there are, for a pattern close to none: the first ``listedColumns``.
    static func listing(_ columns: [String]) -> String {
        let values = columns.filter { !leadingColumns.contains($0) }
        guard !values.isEmpty else { return "" }
        let shown = values.prefix(listedColumns).joined(separator: ", ")
        let more = values.count > listedColumns ? " and \(values.count - listedColumns) more" : ""
        return "; the columns are \(shown)\(more)"
    }

    /// How many columns a message lists.
    static let listedColumns = 24

    /// What a mistyped pattern may have meant: every column name, and "layer.*" for each layer.
    private static func patternCandidates(_ columns: [String]) -> [String] {
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
