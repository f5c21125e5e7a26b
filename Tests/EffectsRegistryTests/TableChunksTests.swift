import EffectsText
import Testing

@testable import EffectsRegistry

/// Rows formatted chunk by chunk, apart and in any order, then joined in order, give the sink
/// exactly the writes of the row-by-row stream: the same bytes, cut at the same places, with the
/// same failures at the same points.
@Suite struct TableChunksTests {
    /// A sink that keeps each write apart, and refuses the write numbered `failsAt` (from 0).
    struct Recorder: TableSink {
        struct Full: Error, Equatable {}
        var writes: [[UInt8]] = []
        var failsAt: Int?

        mutating func write(_ bytes: UnsafeRawBufferPointer) throws(Full) {
            if writes.count == failsAt { throw Full() }
            writes.append(Array(bytes))
        }
    }

    /// What a stream gave its sink, and how it ended.
    struct Outcome: Equatable, CustomStringConvertible {
        var writes: [[UInt8]]
        var error: String?

        var description: String {
            "\(writes.count) writes of \(writes.map(\.count)) bytes, error \(error ?? "none")"
        }
    }

    /// A box of uneven numbers (thirds, a curve, a repeating autoreversing rotation) over 1.3 s;
    /// with `overflowing`, two additive `zPosition` tracks from 0 to 1e308 whose sum is infinite
    /// from t = 0.9 s on (and finite up to 0.5 s).
    static func compiled(overflowing: Bool = false) throws -> CompiledTimeline {
        let timing = MediaTiming(duration: 1, fillMode: .forwards)
        let opacity = try Track(
            keyPath: "opacity", values: [Value(0), Value(1.0 / 3), Value(1)],
            timingFunctions: [.easeInOut, .cubicBezier(try CubicBezier(0.3, -0.5, 0.7, 1.6))],
            timing: timing)
        let position = try Track(
            keyPath: "position", values: [Value(0, 0), Value(10.0 / 7, -20), Value(1e6, 1e-7)], timing: timing
        )
        let rotation = try Track(
            keyPath: "transform.rotation", values: [Value(0), Value(Double.pi)],
            timing: MediaTiming(duration: 0.3, repeatCount: 3.5, autoreverses: true, fillMode: .both))
        var tracks = [opacity, position, rotation]
        if overflowing {
            let huge = try Track(
                keyPath: "zPosition", values: [Value(0), Value(1e308)], isAdditive: true, timing: timing)
            tracks += [huge, huge]
        }
        let layer = Layer(name: "box", animations: tracks.map(Animation.track))
        return CompiledTimeline(try Timeline(duration: 1.3, layers: [layer]))
    }

    /// The row-by-row stream of `sampler`.
    static func serial(
        _ sampler: StreamingSampler<CompiledTimeline>, format: TableFormat, style: NumberStyle = .shortest,
        failsAt: Int? = nil
    ) -> Outcome {
        var stream = TableStream(
            format: format, numberStyle: style, columns: sampler.columnNames, sink: Recorder(failsAt: failsAt)
        )
        do {
            try sampler.write(to: &stream)
            try stream.finish()
        } catch {
            return Outcome(writes: stream.sink.writes, error: "\(error)")
        }
        return Outcome(writes: stream.sink.writes, error: nil)
    }

    /// The same stream chunk by chunk: every chunk formatted first, last chunk first, then joined
    /// in order.
    static func chunked(
        _ sampler: StreamingSampler<CompiledTimeline>, format: TableFormat, style: NumberStyle = .shortest,
        rowsPerChunk: Int, failsAt: Int? = nil
    ) throws -> Outcome {
        var stream = TableStream(
            format: format, numberStyle: style, columns: sampler.columnNames, sink: Recorder(failsAt: failsAt)
        )
        let chunks = try #require(stream.chunks(of: sampler, rowsPerChunk: rowsPerChunk))
        var formatted = [FormattedRows](repeating: FormattedRows(), count: chunks.count)
        for index in (0..<chunks.count).reversed() { chunks.format(chunk: index, into: &formatted[index]) }
        do {
            for rows in formatted { try stream.append(rows) }
            try stream.finish()
        } catch {
            return Outcome(writes: stream.sink.writes, error: "\(error)")
        }
        return Outcome(writes: stream.sink.writes, error: nil)
    }

    /// Row counts at and around 1, 2 and 3 chunks of `size`, from 2 rows up.
    static func rowCounts(around size: Int) -> [Int] {
        Set([2, 3, size - 1, size, size + 1, 2 * size - 1, 2 * size, 2 * size + 1, 3 * size]).filter {
            $0 >= 2 && $0 > size
        }.sorted()
    }

    @Test(arguments: [TableFormat.csv, .tsv, .json], [1, 2, 3, 7, 64])
    func chunksWriteTheStreamsBytes(_ format: TableFormat, _ size: Int) throws {
        let compiled = try Self.compiled()
        for rows in Self.rowCounts(around: size) {
            for patterns in [[], ["box.position.*"], ["*.opacity", "box.transform.rotation"]] {
                for style in [NumberStyle.shortest, .fixed(digits: 3)] {
                    let selection = try ColumnSelection(columns: compiled.columnNames, patterns: patterns)
                    for grid in [SampleGrid.count(rows), .count(rows, in: .progress)] {
                        let sampler = try StreamingSampler(compiled, grid: grid, selection: selection)
                        let expected = Self.serial(sampler, format: format, style: style)
                        let got = try Self.chunked(sampler, format: format, style: style, rowsPerChunk: size)
                        #expect(got == expected, "\(rows) rows, \(patterns), \(style), \(grid)")
                    }
                }
            }
        }
    }

    /// Tables past ``TableStream/flushThreshold``: the writes are cut at the same rows.
    @Test(arguments: [TableFormat.csv, .json], [1, 333, 4096, 9999])
    func longTablesAreFlushedAtTheSameRows(_ format: TableFormat, _ size: Int) throws {
        let sampler = try StreamingSampler(try Self.compiled(), grid: .count(10_000))
        let expected = Self.serial(sampler, format: format)
        #expect(expected.writes.count > 10)
        #expect(try Self.chunked(sampler, format: format, rowsPerChunk: size) == expected)
    }

    /// A row that is not finite ends either stream after the same writes, with the same error,
    /// wherever it falls in its chunk; the first such row in row order is the one reported.
    @Test(arguments: [0, 1, 2, 4095, 4096, 4097, 7000, 9999])
    func aSamplingFailureEndsAfterTheSameWrites(_ failingRow: Int) throws {
        // Times up to 0.5 s are finite; the failing row, and every third row after it, is at 1 s.
        let times = (0..<10_000).map { (row: Int) -> Double in
            let fails = row >= failingRow && (row - failingRow) % 3 == 0
            return fails ? 1 : 0.5 * Double(row) / 10_000
        }
        let sampler = try StreamingSampler(try Self.compiled(overflowing: true), grid: .times(times))
        let expected = Self.serial(sampler, format: .csv)
        #expect(expected.error?.contains("at t=1 is not a finite number") == true, "\(expected)")
        for size in [1, 1000, 4096, 5000] {
            #expect(
                try Self.chunked(sampler, format: .csv, rowsPerChunk: size) == expected, "\(size) a chunk")
        }
    }

    /// A sink failure at any write ends either stream there, with nothing written after it.
    @Test(arguments: [0, 1, 2, 9, 20])
    func aSinkFailureEndsAtTheSameWrite(_ failsAt: Int) throws {
        let sampler = try StreamingSampler(try Self.compiled(), grid: .count(30_000))
        let expected = Self.serial(sampler, format: .csv, failsAt: failsAt)
        #expect(expected.writes.count == failsAt && expected.error != nil)
        for size in [1, 777, 4096] {
            #expect(try Self.chunked(sampler, format: .csv, rowsPerChunk: size, failsAt: failsAt) == expected)
        }
    }

    @Test func chunksCoverTheRowsOnceInOrder() throws {
        let sampler = try StreamingSampler(try Self.compiled(), grid: .count(10))
        let stream = TableStream(format: .csv, columns: sampler.columnNames, sink: Recorder())
        let chunks = try #require(stream.chunks(of: sampler, rowsPerChunk: 4))
        #expect(chunks.count == 3)
        #expect((0..<3).map(chunks.rows(ofChunk:)) == [0..<4, 4..<8, 8..<10])
        #expect(chunks.rows(ofChunk: 3).isEmpty && chunks.rows(ofChunk: -1).isEmpty)
        var rows = FormattedRows()
        chunks.format(chunk: 2, into: &rows)
        #expect(rows.rowCount == 2 && rows.failure == nil)
        chunks.format(chunk: 3, into: &rows)
        #expect(rows.rowCount == 0 && rows.bytes.isEmpty)
        // A reserved buffer holds a whole chunk without growing.
        var reserved = chunks.emptyRows()
        #expect(reserved.bytes.isEmpty && reserved.bytes.capacity >= 4 * (6 * 25 + 4))
        let capacity = reserved.bytes.capacity
        chunks.format(chunk: 0, into: &reserved)
        #expect(reserved.rowCount == 4 && reserved.bytes.capacity == capacity)
    }

    /// Chunks are offered only where they help and keep the bytes: streaming formats, a fresh
    /// stream of the sampler's width, two chunks or more (so 0, 1 and 2 rows of 2 a chunk stay
    /// row by row).
    @Test func smallAlignedOrStartedStreamsAreNotChunked() throws {
        let compiled = try Self.compiled()
        func chunks(_ rows: Int, _ format: TableFormat = .csv, size: Int? = 2) throws -> Int? {
            let sampler = try StreamingSampler(compiled, grid: .times((0..<rows).map { Double($0) / 10 }))
            let stream = TableStream(format: format, columns: sampler.columnNames, sink: Recorder())
            return stream.chunks(of: sampler, rowsPerChunk: size)?.count
        }
        #expect(try chunks(0) == nil && chunks(1) == nil && chunks(2) == nil && chunks(3) == 2)
        #expect(try chunks(100, .markdown) == nil && chunks(100, .table) == nil)
        // The default size: 32,768 cells a chunk, so 60 rows of 6 columns are one chunk.
        #expect(try chunks(60, size: nil) == nil)
        #expect(try chunks(8192, size: nil) == 2)
        let sampler = try StreamingSampler(compiled, grid: .count(100))
        var started = TableStream(format: .csv, columns: sampler.columnNames, sink: Recorder())
        let row = [Double](repeating: 0, count: sampler.columnNames.count)
        try row.withUnsafeBufferPointer { (row) throws(Recorder.Full) in try started.append(row) }
        #expect(started.chunks(of: sampler, rowsPerChunk: 2) == nil)
        let narrower = TableStream(format: .csv, columns: ["t"], sink: Recorder())
        #expect(narrower.chunks(of: sampler, rowsPerChunk: 2) == nil)
    }
}
