import EffectsRegistry
import SystemIO

/// `sample` writes a long csv, tsv or json table on several threads, with the same bytes.
extension SampleCommand {
    /// The environment variable that sets how many threads sample and format a long table.
    static let threadsVariable = "FXCTL_THREADS"
    /// The most threads used when `FXCTL_THREADS` is not set; past it the single writing thread,
    /// not the formatting, bounds the speed.
    static let mostThreadsByDefault = 4

    /// The number of threads to sample and format rows on.
    ///
    /// `FXCTL_THREADS` when it is a whole number of at least 1 (warned about and left out
    /// otherwise), else the processors online, at most ``mostThreadsByDefault``. 1 means the
    /// command's own thread alone.
    func threadCount() -> Int {
        if let text = context.surroundings.environment[SampleCommand.threadsVariable] {
            if let count = Int(text), count >= 1 { return count }
            context.warn(
                "\(SampleCommand.threadsVariable)='\(text)' is not a whole number of at least 1; it is left out"
            )
        }
        return min(Processors.online(), SampleCommand.mostThreadsByDefault)
    }

    /// Writes every row of `sampler` to `stream`: chunk by chunk on ``threadCount()`` threads
    /// when the table is long enough to gain (``TableStream/chunks(of:rowsPerChunk:)``), else row
    /// by row.
    ///
    /// Both ways write the same bytes through the same writes and fail alike: a sampling failure
    /// after the rows before it, a write failure where it happens, with every thread ended. The
    /// threads are counted only for a long table, so a short one costs no look-up.
    func write<Source: RowSource, Sink: TableSink>(
        _ sampler: StreamingSampler<Source>, to stream: inout TableStream<Sink>
    ) throws(SampleStreamError<Sink.Failure>) {
        guard let chunks = stream.chunks(of: sampler), case let threads = threadCount(), threads > 1 else {
            try sampler.write(to: &stream)
            return
        }
        try OrderedChunks.run(
            count: chunks.count, threads: threads, buffer: chunks.emptyRows,
            produce: { index, rows in chunks.format(chunk: index, into: &rows) },
            consume: { (rows) throws(SampleStreamError<Sink.Failure>) in try stream.append(rows) })
    }
}
