import TestSupport
import Testing

@testable import EffectsRegistry

/// A sink that keeps every write, to see what a stream hands over and in which pieces.
private struct RecordingSink: TableSink {
    typealias Failure = Never
    var bytes: [UInt8] = []
    var writes: [Int] = []

    mutating func write(_ bytes: UnsafeRawBufferPointer) {
        self.bytes.append(contentsOf: bytes)
        writes.append(bytes.count)
    }
}

/// Streams write the bytes of the whole table, in large writes.
@Suite struct TableStreamTests {
    @Test(arguments: TableFormat.allCases)
    func streamsTheBytesOfTheWholeTable(format: TableFormat) throws {
        let compiled = try StreamingSamplerTests.compiled().keepingTracks(writingTo: [2, 3, 4])
        let selection = try ColumnSelection(columns: compiled.columnNames, patterns: ["box.opacity", "*.x"])
        let sampler = try StreamingSampler(compiled, grid: .step(0.3, in: .progress), selection: selection)
        var stream = TableStream(
            format: format, numberStyle: .fixed(digits: 3), columns: sampler.columnNames,
            sink: RecordingSink())
        try sampler.write(to: &stream)
        stream.finish()
        let expected = TableWriter(format: format, numberStyle: .fixed(digits: 3)).string(try sampler.table())
        #expect(String(decoding: stream.sink.bytes, as: UTF8.self) == expected)
    }

    @Test func writesInPiecesOfTheFlushThreshold() throws {
        let compiled = try StreamingSamplerTests.compiled().keepingTracks(writingTo: [2])
        let sampler = try StreamingSampler(compiled, grid: .count(50_000))
        var stream = TableStream(format: .csv, columns: sampler.columnNames, sink: RecordingSink())
        try sampler.write(to: &stream)
        stream.finish()
        let writes = stream.sink.writes
        #expect(writes.count > 2)
        #expect(writes.dropLast().allSatisfy { $0 >= TableStream<RecordingSink>.flushThreshold })
        #expect(writes.reduce(0, +) == stream.sink.bytes.count)
    }

    @Test func alignedFormatsRefuseTablesTooLongToHold() throws {
        #expect(
            errorMessage(TableCapacityError.self) {
                try TableFormat.table.checkCapacity(rows: 1_000_000_000, columns: 10)
            } == "1000000000 rows of 10 columns are too many to align as table (at most 10000000 cells)")
        try TableFormat.markdown.checkCapacity(rows: 1_000_000, columns: 10)
        try TableFormat.csv.checkCapacity(rows: 1_000_000_000, columns: 10)
    }
}
