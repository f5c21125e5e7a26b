/// A track flattened for sampling: a small plain record of offsets into its timeline's shared pools,
/// so that reading one copies a few words, retains nothing, and one track's numbers lie side by side.
///
/// In ``CompiledTimeline/numbers`` a track owns one run from ``keyTimes``: its key times, its values
/// (`width` numbers each), for the cubic modes its leaving then its arriving tangents, and for a
/// cumulative track its change per iteration. A `transform` track's values are its keyframes'
/// matrices (16 numbers each, `m11` … `m44`) and its change per iteration is a matrix too. The large arc-length tables of `cubic-paced` live in
/// ``CompiledTimeline/arcLengths``, so that one track's numbers follow the previous one's.
struct CompiledTrack: Sendable {
    /// The row index of the track's first value column (t and progress come first).
    var column: Int
    /// The track's timing chain in ``CompiledTimeline/timings``, outermost group first; the last is
    /// the track's own.
    var chainStart: Int
    var chainEnd: Int
    /// Where the key times start in the number pool; they lie in `0...1`, one per value, or one more
    /// for discrete tracks given that many.
    var keyTimes: Int
    var keyTimeCount: Int
    var keyframeCount: Int
    /// Where the segments' timing functions start in ``CompiledTimeline/segmentEasings``, one per
    /// segment, or −1 for the paced modes, which have none.
    var segmentEasings: Int
    /// For `cubic-paced`, where the track's arc-length tables start in ``CompiledTimeline/arcLengths``:
    /// per segment, cumulative arc lengths at evenly spaced spline parameters, normalised to end at 1.
    var arcLengths: Int
    /// For a `transform` track, where its segments' interpolations start in
    /// ``CompiledTimeline/transformSegments`` (one per segment); −1 for every other track.
    var transformSegments: Int = -1
    /// The timing function of the whole track, if any.
    var trackEasing: CompiledEasing?
    /// Components per value (1 for a component target, at most 4; 16 for a `transform` track).
    var width: UInt8
    var mode: CalculationMode
    var isAdditive: Bool
    /// Whether each completed iteration adds the change stored after the track's other numbers.
    var isCumulative: Bool
    /// The track's timing chain among ``CompiledTimeline/sharedChains``, which a frame resolves once
    /// for all the tracks under it; −1 for a chain resolved track by track.
    var chainSlot: Int16 = -1

    /// Where the keyframe values start in the number pool.
    @inline(__always) var values: Int { keyTimes + keyTimeCount }
    /// Where the leaving tangents start (cubic modes); the arriving ones follow them.
    @inline(__always) var tangents: Int { values + keyframeCount * Int(width) }

    /// Where the change per iteration of a cumulative track starts: after everything else.
    @inline(__always) var cumulativeDelta: Int {
        switch mode {
        case .linear, .discrete, .paced: return tangents
        case .cubic, .cubicPaced: return tangents + 2 * keyframeCount * Int(width)
        }
    }
}
