/// A moment inside one iteration of an animation: what its keyframes are evaluated at.
public struct LocalTime: Hashable, Sendable {
    /// Seconds into the simple duration, `0...simpleDuration` (reversals already folded in).
    public var time: Double
    /// The iteration this moment is in, counted from 0 (a `Double`, so that endless repetition sampled
    /// far out cannot overflow an integer); cumulative animations add this many times their change.
    public var iteration: Double
    /// Whether the moment is in the before phase (held by a backwards fill before the begin time):
    /// CSS's "before flag", which makes `steps(…, jump-start)` show its value before the first jump.
    public var isBefore: Bool = false
}
