/// Joining rows formatted apart (``TableChunks``) to a stream, as if they were appended one by one.
extension TableStream {
    /// The rows of `sampler` cut into chunks for this stream, or `nil` when chunks would not help:
    /// the format aligns its columns (markdown, table), rows were appended already, the sampler's
    /// rows are not the stream's width, or the table fills fewer than two chunks (a small table is
    /// quicker written on one thread than handed to two).
    ///
    /// `rowsPerChunk` defaults to ``TableChunks/cellsPerChunk`` divided by the number of columns.
    public func chunks<Source: RowSource>(
        of sampler: StreamingSampler<Source>, rowsPerChunk: Int? = nil
    ) -> TableChunks<Source>? {
        let width = collected.columns.count
        guard writer.canStream, isFirstRow, sampler.columnNames.count == width else { return nil }
        let chunks = TableChunks(
            sampler: sampler, writer: writer,
            rowsPerChunk: rowsPerChunk ?? TableChunks<Source>.cellsPerChunk / max(width, 1))
        return chunks.count >= 2 ? chunks : nil
    }

    /// Appends rows formatted apart, then throws the failure that cut them short, if any.
    ///
    /// The sink gets exactly the writes that appending the same rows one by one would give it:
    /// bytes go out whenever the buffered ones reach ``flushThreshold`` at the end of a row, a run
    /// already that long straight from `formatted`'s buffer. So a sampling failure, or a sink
    /// failure, leaves the output where the row-by-row stream leaves it.
    ///
    /// - Throws: ``SampleStreamError/sink(_:)`` when the sink fails (nothing more is written);
    ///   ``SampleStreamError/sampling(_:)`` with ``FormattedRows/failure`` after its rows.
    public mutating func append(_ formatted: FormattedRows) throws(SampleStreamError<Sink.Failure>) {
        do throws(Sink.Failure) {
            try appendRows(of: formatted)
        } catch {
            throw .sink(error)
        }
        if let failure = formatted.failure { throw .sampling(failure) }
    }

    /// Appends the rows of `formatted`, flushing where ``append(_:)-(UnsafeBufferPointer<Double>)``
    /// would.
    private mutating func appendRows(of formatted: FormattedRows) throws(Sink.Failure) {
        guard writer.canStream, formatted.rowCount > 0 else { return }
        isFirstRow = false
        let threshold = Self.flushThreshold
        try formatted.bytes.withUnsafeBufferPointer { (text) throws(Sink.Failure) in
            var start = 0
            for end in formatted.rowEnds where bytes.count + (end - start) >= threshold {
                if bytes.isEmpty {
                    // The run alone reaches the threshold: it goes out from the chunk, uncopied.
                    try sink.write(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: text[start..<end])))
                } else {
                    bytes.append(contentsOf: text[start..<end])
                    try flush()
                }
                start = end
            }
            bytes.append(contentsOf: text[start...])
        }
    }
}
