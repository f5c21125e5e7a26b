import EffectsRegistry

/// One keyframe line.
struct IRKeyframe: Sendable {
    /// Where the keyframe sits.
    enum Offset: Sendable {
        /// No offset: keyframes are spaced evenly.
        case none
        /// A fraction of the track: `from`, `to`, `N%`.
        case fraction(IRValue)
        /// A time, divided by the track's duration.
        case time(IRValue)
    }

    var offset: Offset
    var value: IRValue
    var timing: IRTiming?
    var tension: IRValue?
    var continuity: IRValue?
    var bias: IRValue?
    var range: Range<SourcePosition>
}
