extension TableFormat {
    /// The most cells (rows × columns) a ``TableStream`` collects to align a markdown or text table;
    /// longer output should stream as csv, tsv or json.
    public static let maximumAlignedCells = 10_000_000

    /// Checks before any work that `rows` rows of `columns` columns fit this format: csv, tsv and
    /// json stream in flat memory, markdown and table hold at most ``maximumAlignedCells`` cells.
    public func checkCapacity(rows: Int, columns: Int) throws(TableCapacityError) {
        guard self == .markdown || self == .table else { return }
        let cells = Double(rows) * Double(max(columns, 1))
        guard cells <= Double(TableFormat.maximumAlignedCells) else {
            throw TableCapacityError(
                rows: rows, columns: columns, format: self, limit: TableFormat.maximumAlignedCells)
        }
    }
}
