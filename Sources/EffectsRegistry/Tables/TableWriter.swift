import EffectsText

/// Writes tables as text into a byte buffer; streams row by row for csv, tsv and json.
///
/// Whole tables go through `write(_:to:)`. To stream, call `writeHeader(columns:to:)` once, then
/// `writeRow(_:isFirst:to:)` per row and `writeFooter(to:)` at the end, flushing the buffer to a file
/// whenever it suits; rows are staged on the stack, so nothing allocates per row beyond the growth
/// of the caller's (reused) buffer. Streaming and `write(_:to:)` produce the same bytes.
///
/// Non-finite values should never reach a table; if one does, it prints as an empty cell (csv, tsv,
/// markdown, table) or `null` (json) rather than stopping the output.
public struct TableWriter: Sendable {
    /// The output format.
    public let format: TableFormat
    /// How numbers are written.
    public let numberStyle: NumberStyle
    /// The JSON object keys of the columns seen by `writeHeader`, each as `"name":`, back to back.
    var jsonKeys: [UInt8] = []
    /// Where each key in `jsonKeys` ends.
    var jsonKeyEnds: [Int] = []

    /// A writer for `format` that prints numbers in `numberStyle`.
    public init(format: TableFormat, numberStyle: NumberStyle = .shortest) {
        self.format = format
        self.numberStyle = numberStyle
    }

    /// Whether the format can be written row by row: csv, tsv and json can; markdown and table
    /// need every row first to align their columns.
    public var canStream: Bool {
        switch format {
        case .csv, .tsv, .json: return true
        case .markdown, .table: return false
        }
    }

    /// Appends the whole of `table` in the writer's format (every format; aligned where it applies).
    public func write(_ table: SampleTable, to bytes: inout [UInt8]) {
        switch format {
        case .csv, .tsv, .json:
            var writer = self
            writer.writeHeader(columns: table.columns, to: &bytes)
            let width = table.columns.count
            table.values.withUnsafeBufferPointer { values in
                for row in 0..<table.rowCount {
                    let slice = UnsafeBufferPointer(rebasing: values[(row * width)..<(row * width + width)])
                    writer.writeRow(slice, isFirst: row == 0, to: &bytes)
                }
            }
            writer.writeFooter(to: &bytes)
        case .markdown, .table:
            writeAligned(table, to: &bytes)
        }
    }

    /// The whole of `table` in the writer's format as a string.
    public func string(_ table: SampleTable) -> String {
        var bytes: [UInt8] = []
        write(table, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends what comes before the first row (the column names), and remembers the columns for
    /// the rows (json keys), so it must come before any `writeRow`.
    ///
    /// Markdown and table have no streaming form of their own; streamed, they come out unpadded.
    public mutating func writeHeader(columns: [String], to bytes: inout [UInt8]) {
        switch format {
        case .csv: writeDelimitedHeader(columns: columns, separator: ASCII.comma, to: &bytes)
        case .tsv: writeDelimitedHeader(columns: columns, separator: ASCII.tab, to: &bytes)
        case .json:
            prepareJSONKeys(columns: columns)
            bytes.append(ASCII.openBracket)
        case .markdown, .table: writeUnpaddedHeader(columns: columns, to: &bytes)
        }
    }

    /// Appends one row; `isFirst` is true for the first row after the header (json separates the
    /// others with a comma).
    public func writeRow(_ row: UnsafeBufferPointer<Double>, isFirst: Bool, to bytes: inout [UInt8]) {
        switch format {
        case .csv: writeDelimitedRow(row, separator: ASCII.comma, to: &bytes)
        case .tsv: writeDelimitedRow(row, separator: ASCII.tab, to: &bytes)
        case .json: writeJSONRow(row, isFirst: isFirst, to: &bytes)
        case .markdown, .table: writeUnpaddedRow(row, to: &bytes)
        }
    }

    /// Appends what comes after the last row: the closing bracket for json, nothing otherwise.
    ///
    /// A json stream of zero rows reads "[\n]\n", an empty array.
    public func writeFooter(to bytes: inout [UInt8]) {
        guard format == .json else { return }
        bytes.append(ASCII.newline)
        bytes.append(ASCII.closeBracket)
        bytes.append(ASCII.newline)
    }
}
