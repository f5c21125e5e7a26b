import Testing

@testable import EffectsRegistry

/// `StreamingSampler.write(to:threads:)`, the threaded table writer a library user can call: the
/// same writes as row by row on any number of threads, and the thread count asked for only when
/// the table is long enough to be cut into chunks.
@Suite struct ThreadedWritingTests {
    /// The writes of `sampler` in `format` on `threads` threads, and whether the count was asked for.
    static func written(
        _ sampler: StreamingSampler<CompiledTimeline>, format: TableFormat, threads: Int
    ) throws -> (writes: [[UInt8]], asked: Bool) {
        var stream = TableStream(
            format: format, numberStyle: .shortest, columns: sampler.columnNames,
            sink: TableChunksTests.Recorder())
        var asked = false
        func count() -> Int {
            asked = true
            return threads
        }
        try sampler.write(to: &stream, threads: count())
        try stream.finish()
        return (stream.sink.writes, asked)
    }

    @Test(arguments: [TableFormat.csv, .json], [2, 3, 64, 1000])
    func aLongTableOnThreadsHasTheBytesOfOneThread(_ format: TableFormat, _ threads: Int) throws {
        let sampler = try StreamingSampler(TableChunksTests.compiled(), grid: .count(40_000))
        let one = try Self.written(sampler, format: format, threads: 1)
        let many = try Self.written(sampler, format: format, threads: threads)
        #expect(one.asked && many.asked)
        #expect(many.writes == one.writes)
        #expect(one.writes.count > 1)
    }

    @Test func aShortTableNeverAsksForTheThreadCount() throws {
        let sampler = try StreamingSampler(TableChunksTests.compiled(), grid: .count(5))
        let short = try Self.written(sampler, format: .csv, threads: 8)
        #expect(!short.asked)
        #expect(String(decoding: short.writes.joined(), as: UTF8.self).split(separator: "\n").count == 6)
    }

    @Test func theMostThreadsIsTheWorkersCap() {
        #expect(TableThreads.maximum == 64)
    }
}
