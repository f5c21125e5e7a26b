import EffectsCore
import Platform

/// `sample` writes a long csv, tsv or json table on several threads, with the same bytes.
extension SampleCommand {
    /// The environment variable that sets how many threads sample and format a long table.
    static let threadsVariable = "FXCTL_THREADS"
    /// The most threads used when `FXCTL_THREADS` is not set; past it the single writing thread,
    /// not the formatting, bounds the speed.
    static let mostThreadsByDefault = 4

    /// The number of threads to sample and format rows on, warning about an unusable
    /// `FXCTL_THREADS` (see ``threadCount(setting:processors:)``).
    func threadCount() -> Int {
        let setting = context.surroundings.environment[SampleCommand.threadsVariable]
        let choice = SampleCommand.threadCount(setting: setting, processors: Processors.online)
        if let warning = choice.warning { context.warn(warning) }
        return choice.count
    }

    /// The number of threads for the `FXCTL_THREADS` text `setting`, and the warning it needs.
    ///
    /// A whole number of at least 1 is the count, at most ``OrderedChunks/mostThreads`` — one too
    /// large for an `Int` is clamped as well, since it asks for "as many as allowed" like any
    /// other number past the cap, and each thread beyond it only holds another filled chunk in
    /// memory. Unset or empty (`FXCTL_THREADS=`) means the default: `processors()` (asked only
    /// then), at most ``mostThreadsByDefault``. Anything else is warned about and left out. 1 means
    /// the command's own thread alone.
    static func threadCount(setting: String?, processors: () -> Int) -> (count: Int, warning: String?) {
        guard let text = setting, !text.isEmpty else {
            return (min(processors(), SampleCommand.mostThreadsByDefault), nil)
        }
        if let count = Int(text), count >= 1 { return (min(count, OrderedChunks.mostThreads), nil) }
        if !text.utf8.contains(where: { !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
            text.utf8.contains(where: { $0 != UInt8(ascii: "0") })
        {
            return (OrderedChunks.mostThreads, nil)  // digits alone, past Int.max
        }
        let warning =
            "\(SampleCommand.threadsVariable)='\(text)' is not a whole number of at least 1; it is left out"
        return (min(processors(), SampleCommand.mostThreadsByDefault), warning)
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
            count: chunks.count, threads: min(threads, chunks.count), buffer: chunks.emptyRows,
            produce: { index, rows in chunks.format(chunk: index, into: &rows) },
            consume: { (rows) throws(SampleStreamError<Sink.Failure>) in try stream.append(rows) })
    }
}
