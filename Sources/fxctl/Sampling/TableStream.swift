import EffectsRegistry
import SystemIO

/// Writes rows of numbers to a sink in a table format, through one reused byte buffer flushed in
/// large writes, so memory stays flat however many rows there are.
///
/// csv, tsv and json stream row by row. markdown and table align their columns, which needs every
/// row first: their rows are collected (up to `maximumAlignedCells`) and written at the end.
struct TableStream {
    /// The buffer size at which bytes go to the sink.
    static let flushThreshold = 64 * 1024
    /// The most cells an aligned table collects; longer output should stream as csv, tsv or json.
    static let maximumAlignedCells = 10_000_000

    private var writer: TableWriter
    private let sink: any OutputSink
    private var bytes: [UInt8] = []
    private var isFirstRow = true
    private var collected: SampleTable

    /// A stream of rows under `columns` to `sink`; the header is written at once for streaming formats.
    init(format: TableFormat, numberStyle: NumberStyle, columns: [String], sink: any OutputSink) {
        self.writer = TableWriter(format: format, numberStyle: numberStyle)
        self.sink = sink
        self.collected = SampleTable(columns: columns)
        bytes.reserveCapacity(TableStream.flushThreshold + 4096)
        if writer.canStream { writer.writeHeader(columns: columns, to: &bytes) }
    }

    /// Checks before any work that `rows` rows fit the format: aligned formats hold them in memory.
    static func check(rows: Int, columns: Int, format: TableFormat) throws(CommandError) {
        guard format == .markdown || format == .table else { return }
        let cells = Double(rows) * Double(max(columns, 1))
        guard cells <= Double(maximumAlignedCells) else {
            throw .input(
                "\(rows) rows of \(columns) columns are too many to align as \(format.rawValue) "
                    + "(at most \(maximumAlignedCells) cells); use --format csv, tsv or json")
        }
    }

    /// Appends one row, with one value per column.
    mutating func append(_ row: UnsafeBufferPointer<Double>) throws(OutputError) {
        guard writer.canStream else {
            // The row has one value per column by construction; a mismatch would only drop it.
            try? collected.appendRow(row)
            return
        }
        writer.writeRow(row, isFirst: isFirstRow, to: &bytes)
        isFirstRow = false
        if bytes.count >= TableStream.flushThreshold { try flush() }
    }

    /// Writes what is left and completes the sink (an `-o` file is renamed into place).
    mutating func finish() throws(OutputError) {
        if writer.canStream {
            writer.writeFooter(to: &bytes)
        } else {
            writer.write(collected, to: &bytes)
        }
        try flush()
        try sink.finish()
    }

    private mutating func flush() throws(OutputError) {
        guard !bytes.isEmpty else { return }
        try sink.write(bytes)
        bytes.removeAll(keepingCapacity: true)
    }
}
