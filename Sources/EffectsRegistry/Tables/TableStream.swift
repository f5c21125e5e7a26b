import EffectsText

/// Writes rows of numbers to a ``TableSink`` in a table format, through one reused byte buffer
/// handed to the sink in large writes, so memory stays flat however many rows there are.
///
/// csv, tsv and json stream row by row. markdown and table align their columns, which needs every
/// row first: their rows are collected and written by ``finish()``; check the row count first with
/// ``TableFormat/checkCapacity(rows:columns:)``.
///
/// ```swift
/// var stream = TableStream(format: .csv, columns: sampler.columnNames, sink: sink)
/// try sampler.write(to: &stream)
/// try stream.finish()
/// ```
public struct TableStream<Sink: TableSink> {
    /// The buffer size at which bytes go to the sink.
    public static var flushThreshold: Int { 64 * 1024 }

    /// The sink written to.
    public internal(set) var sink: Sink
    // Internal to the module's inlinable code, so that `append` specializes for the caller's sink.
    @usableFromInline var writer: TableWriter
    @usableFromInline var bytes: [UInt8] = []
    @usableFromInline var isFirstRow = true
    @usableFromInline var collected: SampleTable

    /// A stream of rows under `columns` to `sink`; the header is written at once for streaming formats.
    public init(format: TableFormat, numberStyle: NumberStyle = .shortest, columns: [String], sink: Sink) {
        self.writer = TableWriter(format: format, numberStyle: numberStyle)
        self.sink = sink
        self.collected = SampleTable(columns: columns)
        bytes.reserveCapacity(Self.flushThreshold + 4096)
        if writer.canStream { writer.writeHeader(columns: columns, to: &bytes) }
    }

    /// Appends one row, with one value per column (a row of another width is not written).
    @inlinable
    public mutating func append(_ row: UnsafeBufferPointer<Double>) throws(Sink.Failure) {
        // A row of the wrong width is the caller's bug: it is dropped, never written ragged.
        guard row.count == collected.columns.count else { return }
        guard writer.canStream else {
            // A row of the wrong width is the caller's bug, and only drops that row.
            try? collected.appendRow(row)
            return
        }
        writer.writeRow(row, isFirst: isFirstRow, to: &bytes)
        isFirstRow = false
        if bytes.count >= Self.flushThreshold { try flush() }
    }

    /// Writes what is left: the footer of a streaming format, or the whole aligned table.
    ///
    /// The sink is not told the output is complete: a file renamed into place, for one, is the
    /// caller's to finish.
    public mutating func finish() throws(Sink.Failure) {
        if writer.canStream {
            writer.writeFooter(to: &bytes)
        } else {
            writer.write(collected, to: &bytes)
        }
        try flush()
    }

    @usableFromInline
    mutating func flush() throws(Sink.Failure) {
        guard !bytes.isEmpty else { return }
        try bytes.withUnsafeBufferPointer { (buffer) throws(Sink.Failure) in
            try sink.write(UnsafeRawBufferPointer(buffer))
        }
        bytes.removeAll(keepingCapacity: true)
    }
}
