/// Placeholder until the table branch lands.
public struct SampleTable: Hashable, Sendable {
    /// The column names.
    public let columns: [String]
    /// The numbers, row-major.
    public private(set) var values: [Double]

    /// An empty table.
    public init(columns: [String]) {
        self.columns = columns
        self.values = []
    }

    /// A table from row-major values.
    init(columns: [String], rowMajorValues: [Double]) {
        self.columns = columns
        self.values = rowMajorValues
    }

    /// The number of rows.
    public var rowCount: Int { columns.isEmpty ? 0 : values.count / columns.count }

    /// The value at a row and column.
    public func value(row: Int, column: Int) -> Double? {
        guard row >= 0, row < rowCount, column >= 0, column < columns.count else { return nil }
        return values[row * columns.count + column]
    }

    /// One column's values.
    public func column(named name: String) -> [Double]? {
        guard let index = columns.firstIndex(of: name) else { return nil }
        return (0..<rowCount).map { values[$0 * columns.count + index] }
    }
}
