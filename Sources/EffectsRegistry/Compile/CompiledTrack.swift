/// A track flattened for sampling: a plain record of offsets into its timeline's shared pools, so that
/// reading one costs no reference counting and one track's numbers lie side by side in memory.
///
/// In ``CompiledTimeline/numbers`` a track owns one run: its key times, its values (`width` numbers
/// each), then for the cubic modes its leaving and arriving tangents, for `cubic-paced` its arc-length
/// tables, and for a cumulative track its change per iteration.
struct CompiledTrack: Sendable {
    /// The row index of the track's first value column (t and progress come first).
    var column: Int
    /// Components per value (1 for a component target).
    var width: Int
    /// The track's timing chain in ``CompiledTimeline/timings``, outermost group first; the last is
    /// the track's own.
    var timingChain: Range<Int>
    var mode: CalculationMode
    /// Where the key times start in the number pool; they lie in `0...1`, one per value, or one more
    /// for discrete tracks given that many.
    var keyTimes: Int
    var keyTimeCount: Int
    /// Where the keyframe values start in the number pool.
    var values: Int
    var keyframeCount: Int
    /// Where the tangents start in the number pool (cubic modes): `keyframeCount · width` leaving,
    /// then as many arriving.
    var tangents: Int
    /// For `cubic-paced`, where the arc-length tables start in the number pool: per segment,
    /// cumulative arc lengths at evenly spaced spline parameters, normalised to end at 1.
    var arcLengths: Int
    /// Where the change over one iteration (last value − first) starts in the number pool, for a
    /// cumulative track; `nil` otherwise.
    var cumulativeDelta: Int?
    /// Where the segments' timing functions start in ``CompiledTimeline/segmentEasings``, one per
    /// segment; `nil` for the paced modes, which have none.
    var segmentEasings: Int?
    /// The timing function of the whole track, if any.
    var trackEasing: CompiledEasing?
    var isAdditive: Bool
}
