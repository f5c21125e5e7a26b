/// Rows of numbers under named columns: `t`, `progress`, then one column per sampled component.
///
/// Values are stored row-major in one flat array, so a row is a contiguous slice that the writers
/// can stream without copying. Tables compare and hash by their columns and values.
public struct SampleTable: Hashable, Sendable {
    /// The column names, in order.
    public let columns: [String]
    /// All values, row-major: `columns.count` per row.
    public private(set) var values: [Double]
    /// The number of rows.
    public private(set) var rowCount: Int

    /// An empty table with the given columns.
    public init(columns: [String]) {
        self.columns = columns
        self.values = []
        self.rowCount = 0
    }

    /// A table of the rows laid out row-major in `rowMajorValues`, whose count must be a multiple of
    /// the column count (the sampler fills the buffer in one go).
    init(columns: [String], rowMajorValues: [Double]) {
        self.init(
            columns: columns, values: rowMajorValues,
            rowCount: columns.isEmpty ? 0 : rowMajorValues.count / columns.count)
    }

    /// A table of `rowCount` rows already laid out row-major in `values`.
    init(columns: [String], values: [Double], rowCount: Int) {
        self.columns = columns
        self.values = values
        self.rowCount = rowCount
    }

    /// Makes room for `rows` more rows without reallocating.
    public mutating func reserveCapacity(rows: Int) {
        let (extra, overflow) = max(rows, 0).multipliedReportingOverflow(by: columns.count)
        guard !overflow else { return }
        let (total, sumOverflow) = values.count.addingReportingOverflow(extra)
        guard !sumOverflow else { return }
        values.reserveCapacity(total)
    }

    /// Appends one row, which must hold exactly one value per column.
    public mutating func appendRow(_ row: some Collection<Double>) throws(SampleTableError) {
        guard row.count == columns.count else {
            throw .rowWidth(row: rowCount, expected: columns.count, found: row.count)
        }
        values.append(contentsOf: row)
        rowCount += 1
    }

    /// The value at `row` and `column`, or `nil` outside the table.
    public func value(row: Int, column: Int) -> Double? {
        guard row >= 0, row < rowCount, column >= 0, column < columns.count else { return nil }
        return values[row * columns.count + column]
    }

    /// The values of row `index`, or `nil` outside the table.
    public func row(_ index: Int) -> ArraySlice<Double>? {
        guard index >= 0, index < rowCount else { return nil }
        let start = index * columns.count
        return values[start..<(start + columns.count)]
    }

    /// The values of the first column called `name`, top to bottom, or `nil` when there is none.
    public func column(named name: String) -> [Double]? {
        guard let index = columns.firstIndex(of: name) else { return nil }
        return column(at: index)
    }

    /// The values of column `index`, top to bottom.
    func column(at index: Int) -> [Double] {
        let width = columns.count
        return (0..<rowCount).map { values[$0 * width + index] }
    }
}
