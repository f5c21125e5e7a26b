extension GoldenMismatch {
    /// Every difference in a few lines: the differing cells first (the first few, then how many
    /// more), then the columns and rows one table has and the other lacks.
    public var description: String {
        var lines: [String] = []
        if differenceCount > 0 {
            let cells = differenceCount == 1 ? "1 cell differs" : "\(differenceCount) cells differ"
            lines.append("\(cells) beyond the tolerance (\(tolerance)):")
            lines += firstDifferences.map { "  \($0)" }
            if differenceCount > firstDifferences.count {
                lines.append("  and \(differenceCount - firstDifferences.count) more")
            }
        }
        if !missingColumns.isEmpty {
            lines.append("missing columns (in the golden table, not sampled): \(Self.list(missingColumns))")
        }
        if !extraColumns.isEmpty {
            lines.append("extra columns (sampled, not in the golden table): \(Self.list(extraColumns))")
        }
        if columnsReordered {
            lines.append("the columns come in another order than the golden table's")
        }
        if actualRowCount < expectedRowCount {
            let missing = expectedRowCount - actualRowCount
            lines.append(
                "\(Self.rows(missing)) missing: the golden table has \(expectedRowCount), the sample "
                    + "\(actualRowCount) (from line \(actualRowCount + 2) of the golden file)")
        } else if actualRowCount > expectedRowCount {
            let extra = actualRowCount - expectedRowCount
            lines.append(
                "\(Self.rows(extra)) extra: the sample has \(actualRowCount), the golden table "
                    + "\(expectedRowCount)")
        }
        return lines.joined(separator: "\n")
    }

    private static func list(_ names: [String]) -> String {
        names.map { "'\($0)'" }.joined(separator: ", ")
    }

    private static func rows(_ count: Int) -> String {
        count == 1 ? "1 row" : "\(count) rows"
    }
}
