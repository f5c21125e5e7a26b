import EffectsRegistry

/// Which columns of a sampled row to print, chosen by `--columns` globs.
///
/// `t` and `progress` always come first; the other columns keep the timeline's order, each once.
struct ColumnSelection: Sendable, Equatable {
    /// The names printed.
    var names: [String]
    /// For each printed column, its index in the sampled row.
    var indices: [Int]
    /// The number of columns of the sampled row.
    var sourceWidth: Int

    /// Every column of `columns`.
    init(all columns: [String]) {
        self.init(names: columns, indices: Array(columns.indices), sourceWidth: columns.count)
    }

    /// The columns of `columns` matching any of `patterns` (every column when there are none).
    ///
    /// - Throws: `.input` naming a pattern that matches no column, with a suggestion.
    init(columns: [String], patterns: [String]) throws(CommandError) {
        guard !patterns.isEmpty else {
            self.init(all: columns)
            return
        }
        let selected = try ColumnSelection.select(columns, patterns)
        var indices: [Int] = []
        var positions: [String: Int] = [:]
        for (index, name) in columns.enumerated() where positions[name] == nil { positions[name] = index }
        for name in selected {
            if let index = positions[name] { indices.append(index) }
        }
        self.init(names: selected, indices: indices, sourceWidth: columns.count)
    }

    private init(names: [String], indices: [Int], sourceWidth: Int) {
        self.names = names
        self.indices = indices
        self.sourceWidth = sourceWidth
    }

    /// Whether every column of the sampled row is printed, in order (no copying needed).
    var isEverything: Bool {
        indices.count == sourceWidth && indices == Array(indices.indices)
    }
}

extension ColumnSelection {
    /// The names of `columns` that `patterns` select, `t` and `progress` first, as the core's
    /// `SampleTable.selecting(columns:)` chooses them.
    static func select(_ columns: [String], _ patterns: [String]) throws(CommandError) -> [String] {
        do {
            return try SampleTable(columns: columns).selecting(columns: patterns).columns
        } catch {
            throw .input(error)
        }
    }
}
