/// Turns a timeline into a ``SampleTable``: compiles it once, then samples rows on a grid.
public struct Sampler: Sendable {
    /// The most cells (rows × columns) a table held in memory may have; longer runs stream with
    /// ``forEachRow(_:_:)``.
    public static let maximumTableCells = 100_000_000

    /// The compiled timeline.
    public let compiled: CompiledTimeline

    /// A sampler for `timeline`.
    public init(timeline: Timeline) {
        self.compiled = CompiledTimeline(timeline)
    }

    /// `t`, `progress`, then every sampled component.
    public var columnNames: [String] { compiled.columnNames }

    /// The row at `time`: `t`, `progress` (`time / duration`), then every column.
    public func values(at time: Double) -> [Double] {
        compiled.values(at: time)
    }

    /// The value of one column at `time`, or `nil` when there is no such column.
    public func value(of column: String, at time: Double) -> Double? {
        guard let index = compiled.columnNames.firstIndex(of: column) else { return nil }
        return compiled.values(at: time)[index]
    }

    /// The table of the timeline at explicit times.
    public func table(at times: [Double]) throws(SamplerError) -> SampleTable {
        try table(.times(times))
    }

    /// The table of the timeline on `grid`, refused before any allocation when it would exceed
    /// ``maximumTableCells``, and refused when a number in it is not finite
    /// (``SamplerError/nonFinite(column:time:)``).
    public func table(_ grid: SampleGrid) throws(SamplerError) -> SampleTable {
        let points = try grid.points(duration: compiled.duration)
        let width = compiled.rowWidth
        let cells = Double(points.count) * Double(width)
        guard cells <= Double(Sampler.maximumTableCells) else {
            throw .tooManySamples(requested: cells, limit: Sampler.maximumTableCells, unit: "table cells")
        }
        var values = [Double](repeating: 0, count: points.count * width)
        try values.withUnsafeMutableBufferPointer { (buffer) throws(SamplerError) in
            guard let base = buffer.baseAddress else { return }
            for index in 0..<points.count {
                let row = UnsafeMutableBufferPointer(start: base + index * width, count: width)
                try compiled.checkedSample(
                    at: points.time(at: index), progress: points.progress(at: index), into: row)
            }
        }
        return SampleTable(columns: compiled.columnNames, rowMajorValues: values)
    }

    /// Calls `body` with each row of `points` in turn, reusing one buffer: memory stays flat however
    /// many rows there are.
    public func forEachRow<E: Error>(
        _ points: SamplePoints, _ body: (UnsafeBufferPointer<Double>) throws(E) -> Void
    ) throws(E) {
        var row = [Double](repeating: 0, count: compiled.rowWidth)
        for index in 0..<points.count {
            row.withUnsafeMutableBufferPointer { buffer in
                compiled.sample(
                    at: points.time(at: index), progress: points.progress(at: index), into: buffer)
            }
            try row.withUnsafeBufferPointer { (buffer) throws(E) in try body(buffer) }
        }
    }
}
