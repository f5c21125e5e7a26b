import EffectsRegistry

/// Samples a played sequence: the core sampler's columns, with each layer's block (and its geometry
/// columns, when asked) followed by its item column (`front.position.x`, …, `front.item`, `back.…`,
/// `back.item`).
///
/// Its rows come from a ``SequenceRowSource``; stream long runs with
/// `StreamingSampler(SequenceRowSource(played), grid: …)`.
public struct SequenceSampler: Sendable {
    /// The sequence sampled.
    public var sequence: SequenceTimeline { source.sequence }
    /// The rows' source.
    public let source: SequenceRowSource

    /// A sampler for `sequence`; compiles its timeline once.
    public init(_ sequence: SequenceTimeline) {
        self.source = SequenceRowSource(sequence)
    }

    /// A sampler for `sequence` whose rows have, with `geometry`, each layer's geometry columns
    /// between its own columns and its item (``SequenceRowSource/init(_:geometry:)``).
    public init(_ sequence: SequenceTimeline, geometry: Bool) {
        self.source = SequenceRowSource(sequence, geometry: geometry)
    }

    /// The output columns, in order.
    public var columnNames: [String] { source.columnNames }

    /// The row at `time`: `t`, `progress` (`time / duration`), then each layer's columns and its item.
    public func values(at time: Double) -> [Double] {
        var row = [Double](repeating: 0, count: source.columnNames.count)
        var scratch = [Double](repeating: 0, count: source.scratchWidth)
        let progress = source.duration > 0 ? time / source.duration : 0
        row.withUnsafeMutableBufferPointer { row in
            scratch.withUnsafeMutableBufferPointer { scratch in
                source.fill(row, scratch: scratch, time: time, progress: progress)
            }
        }
        return row
    }

    /// The table of the sequence on `grid`, refused (before any allocation) when it would exceed
    /// the core sampler's cell limit, and refused when a number in it is not finite.
    public func table(_ grid: SampleGrid) throws(SamplerError) -> SampleTable {
        try StreamingSampler(source, grid: grid).table()
    }
}
