/// What became of one track (one layer's key path) in a conversion.
public struct TrackReport: Hashable, Sendable {
    /// The layer's name.
    public let layer: String
    /// The key path (`position`, `transform.rotation`).
    public let keyPath: String
    /// Carried exactly, approximated, or left out.
    public let outcome: TrackOutcome
    /// Whether the effect animates it; `false` for a model value a format leaves out.
    public let isAnimated: Bool

    /// A track's report.
    public init(layer: String, keyPath: String, outcome: TrackOutcome, isAnimated: Bool = true) {
        self.layer = layer
        self.keyPath = keyPath
        self.outcome = outcome
        self.isAnimated = isAnimated
    }

    /// `layer.keyPath`, as the sampler's columns begin.
    public var name: String { layer + "." + keyPath }

    /// Whether it was approximated.
    public var isApproximated: Bool {
        if case .approximated = outcome { return true }
        return false
    }
}

/// How a conversion carried one track.
///
/// A refusal is no outcome: a conversion that refuses a track throws ``InterchangeError`` (its
/// reason and location) and writes nothing.
public enum TrackOutcome: Hashable, Sendable {
    /// Written (or read) so that it samples to the same numbers.
    case exact
    /// Written (or sampled) within the tolerance, each way it was approximated with its largest
    /// error.
    case approximated([Approximation])
    /// Left out of the result, for `reason`: a property an export does not write (Lottie's colours,
    /// borders and shadows) or a construct an import skips with a warning.
    case skipped(reason: String)
}
