/// A track flattened for sampling: resolved key times, values and tangents in plain arrays, its
/// column in the row, and the chain of timings from its outermost group down to itself.
struct CompiledTrack: Sendable {
    /// The row index of the track's first value column (t and progress come first).
    var column: Int
    /// Components per value (1 for a component target).
    var width: Int
    /// The range of the track's timing chain in ``CompiledTimeline/timings``; the last is the track's.
    var timingChain: Range<Int>
    var mode: CalculationMode
    /// Key times in `0...1`: one per value, or one more for discrete tracks given that many.
    var keyTimes: [Double]
    /// The keyframe values, `width` numbers each.
    var values: [Double]
    /// One timing function per segment, linear where none was given; empty for paced modes.
    var segmentTimings: [TimingFunction]
    var trackTiming: TimingFunction?
    /// Hermite tangents per keyframe for the cubic modes (`width` numbers each): leaving and arriving.
    var outgoingTangents: [Double]
    var incomingTangents: [Double]
    /// For `cubic-paced`: per segment, cumulative arc lengths at evenly spaced spline parameters,
    /// normalised to end at 1.
    var arcLengths: [Double]
    var isAdditive: Bool
    /// The change over one iteration (last value − first), added once per completed iteration.
    var cumulativeDelta: [Double]?

    var keyframeCount: Int { values.count / max(width, 1) }
}
