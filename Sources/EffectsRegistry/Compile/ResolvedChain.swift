/// A timing chain resolved at one moment: the innermost local time, and whether the track or a
/// group around it is held at its start from the side before it.
///
/// A frame resolves each of a timeline's shared chains once into these, for every track under it.
struct ResolvedChain {
    /// Seconds into the innermost timing's simple duration.
    var time: Double
    /// The innermost timing's iteration.
    var iteration: Double
    /// Whether a timing of the chain holds its start from the side before it.
    var beforeFlag: Bool
    /// Whether the chain is active at all: `false` when a timing of it has no effect then.
    var isActive: Bool
}
