/// A track a conversion could not carry exactly, and how far the result strays at most.
public struct Approximation: Hashable, Sendable {
    /// The layer's name.
    public let layer: String
    /// The track's key path.
    public let keyPath: String
    /// What was approximated and how (`spring as linear() with 24 stops`).
    public let method: String
    /// The largest difference from the sampler's value found, in the unit of the property written
    /// (for a Lottie property, Lottie's: percent for `ks.s` and `ks.o`, degrees for `ks.r`).
    public let largestError: Double
    /// The bound it had to stay within, in the same unit.
    public let tolerance: Double

    /// An approximation record.
    public init(layer: String, keyPath: String, method: String, largestError: Double, tolerance: Double) {
        self.layer = layer
        self.keyPath = keyPath
        self.method = method
        self.largestError = largestError
        self.tolerance = tolerance
    }
}
