import Platform

/// How many threads a table may be written on.
public enum TableThreads {
    /// The most threads ``StreamingSampler/write(to:threads:)`` uses, whatever it is asked for:
    /// each holds a filled chunk in memory, and past a few the single writing thread bounds the
    /// speed anyway.
    public static var maximum: Int { OrderedChunks.mostThreads }
}

/// A long table written on several threads, with the same bytes as row by row.
extension StreamingSampler {
    /// Writes every row to `stream`: chunk by chunk on `threads` threads (at most
    /// ``TableThreads/maximum``) when the table is long enough to gain (``TableStream/chunks(of:rowsPerChunk:)``),
    /// else row by row on the calling thread; finish the stream afterwards.
    ///
    /// Both ways write the same bytes through the same writes and fail alike: a sampling failure
    /// after the rows before it, a write failure where it happens, with every thread ended.
    /// `threads` is evaluated only for a long table, so that a short one costs no look-up of the
    /// processors (nor a warning about a setting that would not have mattered).
    public func write<Sink: TableSink>(
        to stream: inout TableStream<Sink>, threads: @autoclosure () -> Int
    ) throws(SampleStreamError<Sink.Failure>) {
        guard let chunks = stream.chunks(of: self), case let count = threads(), count > 1 else {
            try write(to: &stream)
            return
        }
        try OrderedChunks.run(
            count: chunks.count, threads: min(count, chunks.count), buffer: chunks.emptyRows,
            produce: { index, rows in chunks.format(chunk: index, into: &rows) },
            consume: { (rows) throws(SampleStreamError<Sink.Failure>) in try stream.append(rows) })
    }
}
