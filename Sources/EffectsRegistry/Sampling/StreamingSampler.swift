/// Samples a ``RowSource`` on a ``SampleGrid`` into any sink, row by row, keeping only the selected
/// columns: memory stays flat however many rows there are.
///
/// ```swift
/// let compiled = CompiledTimeline(timeline)
/// let selection = try ColumnSelection(columns: compiled.columnNames, patterns: ["front.*"])
/// let sampler = try StreamingSampler(compiled, grid: .step(0.1, in: .progress), selection: selection)
/// var stream = TableStream(format: .csv, columns: sampler.columnNames, sink: sink)
/// try sampler.write(to: &stream)
/// try stream.finish()
/// ```
///
/// `fxctl sample`, `plot` and `render` all sample through it.
public struct StreamingSampler<Source: RowSource>: Sendable {
    /// The source, reduced to the work the selected columns need.
    public let source: Source
    /// The rows' moments.
    public let points: SamplePoints
    /// The columns written, `t` and `progress` first.
    public let selection: ColumnSelection

    /// A sampler of `source` on `grid` writing the columns of `selection`, which was chosen from
    /// `source.columnNames`; selected indices outside the source's row are dropped.
    ///
    /// - Throws: ``SamplerError/invalidGrid(_:)`` or ``SamplerError/tooManySamples(requested:limit:unit:)``
    ///   for a grid that cannot be laid out; nothing is allocated then.
    public init(_ source: Source, grid: SampleGrid, selection: ColumnSelection) throws(SamplerError) {
        let points = try grid.points(duration: source.duration)
        let width = source.columnNames.count
        let kept = zip(selection.names, selection.indices).filter { $0.1 < width }
        let columns = source.columnNames
        let selection =
            kept.count == selection.indices.count && selection.sourceWidth == width
            ? selection
            : ColumnSelection(names: kept.map { columns[$0.1] }, indices: kept.map(\.1), sourceWidth: width)
        // Tracks that write no selected column are left out: their numbers would not be written.
        self.source = selection.isEverything ? source : source.keeping(columns: Set(selection.indices))
        self.points = points
        self.selection = selection
    }

    /// A sampler of every column of `source` on `grid`.
    public init(_ source: Source, grid: SampleGrid) throws(SamplerError) {
        try self.init(source, grid: grid, selection: ColumnSelection(all: source.columnNames))
    }

    /// The names of the columns written.
    public var columnNames: [String] { selection.names }

    /// The number of rows.
    public var rowCount: Int { points.count }

    /// Calls `body` with each row in turn (the selected columns), through buffers lent once for the
    /// whole stream: nothing is allocated, retained or copied per row beyond the selected values.
    ///
    /// A selected value that is not finite (the effect's numbers overflow there) stops the stream
    /// before its row reaches `body`, with ``SampleStreamError/sampling(_:)``.
    ///
    /// Inlinable, so that a caller's source and sink are specialized into the loop: unspecialized,
    /// the generic metadata looked up per row costs about a tenth of a CSV stream's time.
    @inlinable
    public func forEachRow<E: Error>(
        _ body: (UnsafeBufferPointer<Double>) throws(E) -> Void
    ) throws(SampleStreamError<E>) {
        try forEachRow(in: 0..<points.count, body)
    }

    /// Calls `body` with each row of `rows` in turn (clamped to the grid's rows), as
    /// ``forEachRow(_:)`` does for all of them.
    ///
    /// A row depends only on its own moment, so any range gives the same rows as the whole stream
    /// there: ranges can be sampled apart (on other threads) and joined in order.
    @inlinable
    public func forEachRow<E: Error>(
        in rows: Range<Int>, _ body: (UnsafeBufferPointer<Double>) throws(E) -> Void
    ) throws(SampleStreamError<E>) {
        let rows = rows.clamped(to: 0..<points.count)
        var row = [Double](repeating: 0, count: source.columnNames.count)
        var scratch = [Double](repeating: 0, count: source.scratchWidth)
        let indices = selection.indices
        let names = selection.names
        let copies = !selection.isEverything
        var picked = [Double](repeating: 0, count: copies ? indices.count : 0)
        // The three buffers are lent once for the whole stream: per row, nothing is retained, copied
        // or checked for uniqueness.
        try row.withUnsafeMutableBufferPointer { (row) throws(SampleStreamError<E>) in
            try scratch.withUnsafeMutableBufferPointer { (scratch) throws(SampleStreamError<E>) in
                try picked.withUnsafeMutableBufferPointer { (picked) throws(SampleStreamError<E>) in
                    for index in rows {
                        let time = points.time(at: index)
                        source.fill(row, scratch: scratch, time: time, progress: points.progress(at: index))
                        if copies {
                            for (column, source) in indices.enumerated() { picked[column] = row[source] }
                        }
                        let written = UnsafeBufferPointer(copies ? picked : row)
                        if let bad = written.firstIndex(where: { !$0.isFinite }) {
                            throw .sampling(.nonFinite(column: names[bad], time: time))
                        }
                        do throws(E) {
                            try body(written)
                        } catch {
                            throw .sink(error)
                        }
                    }
                }
            }
        }
    }

    /// Writes every row to `stream`; finish the stream afterwards.
    @inlinable
    public func write<Sink: TableSink>(
        to stream: inout TableStream<Sink>
    ) throws(SampleStreamError<Sink.Failure>) {
        try forEachRow { (row) throws(Sink.Failure) in try stream.append(row) }
    }
}
