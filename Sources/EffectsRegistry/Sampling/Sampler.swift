/// Turns a timeline into a ``SampleTable``: compiles it once, then samples rows on a grid.
public struct Sampler: Sendable {
    /// The most cells (rows × columns) a table held in memory may have; longer runs stream with
    /// ``StreamingSampler``.
    public static let maximumTableCells = 100_000_000

    /// The compiled timeline.
    public let compiled: CompiledTimeline

    /// A sampler for `timeline`.
    public init(timeline: Timeline) {
        self.compiled = CompiledTimeline(timeline)
    }

    /// A sampler for `timeline` whose rows have, with `geometry`, each layer's geometry columns
    /// (``CompiledTimeline/init(_:geometry:)``).
    public init(timeline: Timeline, geometry: Bool) {
        self.compiled = CompiledTimeline(timeline, geometry: geometry)
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
    /// (``SamplerError/nonFinite(column:time:)``); ``StreamingSampler`` samples it.
    public func table(_ grid: SampleGrid) throws(SamplerError) -> SampleTable {
        try StreamingSampler(compiled, grid: grid).table()
    }
}
