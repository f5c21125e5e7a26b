/// A stretch of a channel between two moments: how its value goes from `start` to `end`.
struct LottiePiece: Sendable {
    /// When the piece starts, timeline seconds.
    var from: Double
    /// When it ends (the value `end` is the limit from before this moment).
    var to: Double
    /// The value at `from`.
    var start: [Double]
    /// The value just before `to`.
    var end: [Double]
    /// The easing from `start` to `end`.
    var easing: LottieEasing
    /// Whether the piece reproduces the sampler exactly (else it is within the tolerance).
    var isExact: Bool
    /// The largest difference from the sampler found at the moments an approximate piece was
    /// checked at, in the channel's unit (0 for an exact piece).
    var largestError = 0.0

    /// Whether the value does not change over the piece.
    var isConstant: Bool { start == end }

    /// The value at `time` within the piece, as a Lottie player computes it.
    func value(at time: Double) -> [Double] {
        let span = to - from
        let fraction = span > 0 ? easing.value(atTime: (time - from) / span) : 0
        return zip(start, end).map { $0 + ($1 - $0) * fraction }
    }
}
