/// Why a sample table operation failed.
public enum SampleTableError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A row to append had the wrong number of values.
    case rowWidth(row: Int, expected: Int, found: Int)
    /// A column pattern matched no column; `suggestion` is a " (did you mean …?)" text, or where no
    /// column is close, "; the columns are …", or empty.
    case noMatchingColumn(pattern: String, suggestion: String)

    /// A one-line, lowercase message saying where and what.
    public var description: String {
        switch self {
        case .rowWidth(let row, let expected, let found):
            return "row \(row) has \(found) value\(found == 1 ? "" : "s") but the table has \(expected) "
                + "column\(expected == 1 ? "" : "s")"
        case .noMatchingColumn(let pattern, let suggestion):
            return "no column matches '\(pattern)'\(suggestion)"
        }
    }
}
