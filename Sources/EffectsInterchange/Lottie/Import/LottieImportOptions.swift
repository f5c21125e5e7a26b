/// How a Lottie file is imported: how closely sampled tracks follow it, and the reader's bounds.
public struct LottieImportOptions: Hashable, Sendable {
    /// How far a sampled track (a curved motion path) may depart from the file: points.
    public var tolerance: InterchangeTolerance
    /// The bounds of the JSON read.
    public var limits: JSONLimits

    /// Options with the given tolerance and limits.
    public init(tolerance: InterchangeTolerance = InterchangeTolerance(), limits: JSONLimits = .standard) {
        self.tolerance = tolerance
        self.limits = limits
    }

    /// The default options: fxkit's default tolerance (a thousandth of a point), the standard limits.
    public static let standard = LottieImportOptions()
}
