/// A table too long to align: markdown and table hold every row before writing the first.
public struct TableCapacityError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The rows asked for.
    public let rows: Int
    /// The columns of each row.
    public let columns: Int
    /// The aligned format asked for.
    public let format: TableFormat
    /// The most cells the format may hold (``TableFormat/maximumAlignedCells``).
    public let limit: Int

    /// A lowercase message that says what is wrong.
    public var description: String {
        "\(rows) rows of \(columns) columns are too many to align as \(format.rawValue) (at most \(limit) cells)"
    }
}
