/// A moment inside one iteration of an animation: what its keyframes are evaluated at.
public struct LocalTime: Hashable, Sendable {
    /// Seconds into the simple duration, `0...simpleDuration` (reversals already folded in).
    public var time: Double
    /// The iteration this moment is in, counted from 0 (a `Double`, so that endless repetition sampled
    /// far out cannot overflow an integer); cumulative animations add this many times their change.
    public var iteration: Double
    /// Whether the moment is in the before phase: before the begin time, held by a backwards fill.
    public var isBefore: Bool = false
    /// Whether the moment is in the after phase: from the end of the active interval on, held by a
    /// forwards fill.
    public var isAfter: Bool = false
    /// Whether the moment's iteration runs backwards: the second half of an autoreversing cycle.
    public var isReversed: Bool = false

    /// CSS's before flag, set as Web Animations sets it: in the before phase of an iteration that
    /// runs forwards and in the after phase of one that runs backwards — whenever the animation is
    /// held at the start of its simple duration from the side before it.
    ///
    /// At a jump of `steps(…)` the flag takes the step below (`steps(4, jump-start)` gives 0 at input
    /// 0 with it, 0.25 without).
    public var beforeFlag: Bool { isBefore ? !isReversed : isAfter && isReversed }
}
