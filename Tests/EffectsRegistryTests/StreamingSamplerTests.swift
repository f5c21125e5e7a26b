import TestSupport
import Testing

@testable import EffectsRegistry

/// The streaming sampler: selected columns, the rows it hands over, and where it stops.
@Suite struct StreamingSamplerTests {
    /// A box whose `zPosition` overflows only at the end of its one second.
    ///
    /// `box.opacity` goes 0 → 1 and `box.position` (0, 0) → (10, 20); `box.zPosition` sums two
    /// additive tracks from 0 to 1e308. Every track holds its last value at the end.
    static func compiled() throws -> CompiledTimeline {
        let timing = MediaTiming(duration: 1, fillMode: .forwards)
        let opacity = try Track(
            keyPath: "opacity", values: [Value(0), Value(1)], timing: timing)
        let position = try Track(
            keyPath: "position", values: [Value(0, 0), Value(10, 20)], timing: timing)
        let huge = try Track(
            keyPath: "zPosition", values: [Value(0), Value(1e308)], isAdditive: true,
            timing: timing)
        let layer = Layer(name: "box", animations: [opacity, position, huge, huge].map(Animation.track))
        return CompiledTimeline(try Timeline(duration: 1, layers: [layer]))
    }

    private func rows(_ sampler: StreamingSampler<CompiledTimeline>) throws -> [[Double]] {
        var rows: [[Double]] = []
        do throws(SampleStreamError<Never>) {
            try sampler.forEachRow { (row) throws(Never) in rows.append(Array(row)) }
        } catch {
            Issue.record("the stream stopped: \(error)")
        }
        return rows
    }

    @Test func streamsTheSelectedColumnsAfterTimeAndProgress() throws {
        let compiled = try Self.compiled()
        let selection = try ColumnSelection(columns: compiled.columnNames, patterns: ["*.y", "box.opacity"])
        let sampler = try StreamingSampler(compiled, grid: .step(0.25, in: .progress), selection: selection)
        #expect(sampler.columnNames == ["t", "progress", "box.opacity", "box.position.y"])
        #expect(sampler.rowCount == 5)
        #expect(
            try rows(sampler) == [
                [0, 0, 0, 0], [0.25, 0.25, 0.25, 5], [0.5, 0.5, 0.5, 10], [0.75, 0.75, 0.75, 15],
                [1, 1, 1, 20],
            ])
        // The same numbers as the whole row's, computed by fewer tracks.
        let whole = try StreamingSampler(
            compiled.keepingTracks(writingTo: [2, 3, 4]), grid: .step(0.25, in: .progress)
        ).table()
        #expect(try sampler.table() == whole.selecting(columns: ["*.y", "box.opacity"]))
    }

    @Test func stopsBeforeTheFirstRowThatIsNotFinite() throws {
        let compiled = try Self.compiled()
        let sampler = try StreamingSampler(compiled, grid: .count(3))
        var times: [Double] = []
        #expect(throws: SampleStreamError<Never>.sampling(.nonFinite(column: "box.zPosition", time: 1))) {
            try sampler.forEachRow { (row) throws(Never) in times.append(row[0]) }
        }
        #expect(times == [0, 0.5])
        #expect(
            errorMessage(SampleStreamError<Never>.self) { try sampler.forEachRow { (_) throws(Never) in } }
                == "the value of box.zPosition at t=1 is not a finite number (a division by zero or an overflow)"
        )
        #expect(throws: SamplerError.nonFinite(column: "box.zPosition", time: 1)) { try sampler.table() }
    }

    @Test func anUnselectedOverflowDoesNotStopTheStream() throws {
        let compiled = try Self.compiled()
        let selection = try ColumnSelection(columns: compiled.columnNames, patterns: ["box.opacity"])
        let sampler = try StreamingSampler(compiled, grid: .count(3), selection: selection)
        #expect(try rows(sampler) == [[0, 0, 0], [0.5, 0.5, 0.5], [1, 1, 1]])
        // Only the opacity track is sampled: the others write no selected column.
        #expect(sampler.source.tracks.count == 1)
    }

    @Test func aSinkFailureStopsTheStream() throws {
        struct Refused: Error, Equatable {}
        let sampler = try StreamingSampler(try Self.compiled(), grid: .count(10))
        var seen = 0
        #expect(throws: SampleStreamError<Refused>.sink(Refused())) {
            try sampler.forEachRow { (_) throws(Refused) in
                seen += 1
                if seen == 3 { throw Refused() }
            }
        }
        #expect(seen == 3)
    }

    @Test func selectedIndicesOutsideTheRowAreDropped() throws {
        let compiled = try Self.compiled()
        let wider = try ColumnSelection(
            columns: compiled.columnNames + ["extra"], patterns: ["*.opacity", "extra"])
        let sampler = try StreamingSampler(compiled, grid: .count(2), selection: wider)
        #expect(sampler.columnNames == ["t", "progress", "box.opacity"])
        #expect(try rows(sampler) == [[0, 0, 0], [1, 1, 1]])
    }

    @Test func selectionsKeepEveryColumnForNoPatterns() throws {
        let columns = ["t", "progress", "a.opacity", "b.opacity"]
        let all = try ColumnSelection(columns: columns, patterns: [])
        #expect(all == ColumnSelection(all: columns))
        #expect(all.isEverything && all.indices == [0, 1, 2, 3])
        let some = try ColumnSelection(columns: columns, patterns: ["b.*"])
        #expect(some.names == ["t", "progress", "b.opacity"] && some.indices == [0, 1, 3])
        #expect(!some.isEverything)
        #expect(
            throws: SampleTableError.noMatchingColumn(
                pattern: "c.*", suggestion: " (did you mean 'a.*' or 'b.*'?)")
        ) {
            try ColumnSelection(columns: columns, patterns: ["c.*"])
        }
    }
}
