/// A timing function as the sampling loop finds it: the identity, or an index into its timeline's
/// table of distinct curves or of the other functions.
///
/// A plain value, unlike ``TimingFunction`` (whose Bézier case is boxed), so reading it retains
/// nothing; equal functions share one entry, which keeps the tables small enough to stay in cache.
enum CompiledEasing: Sendable {
    /// The identity.
    case linear
    /// ``CompiledTimeline/beziers``[index].
    case bezier(Int)
    /// ``CompiledTimeline/otherEasings``[index]: steps, `linear(…)`, springs and hold.
    case other(Int)
}
