/// An effect written as one Lottie animation, with what it holds exactly and what it approximates.
public struct LottieExport: Sendable {
    /// The Lottie JSON document, ending with a newline.
    public let text: String
    /// Every exported property of every layer, in the document's order.
    public let properties: [LottiePropertyReport]
    /// The fxkit properties the export leaves out (colours, borders, shadows), as `layer.keyPath`.
    public let omitted: [String]

    /// Whether every property is exact: nothing was approximated within the tolerance.
    public var isExact: Bool { properties.allSatisfy(\.isExact) }
}

/// How one Lottie property of one layer was exported.
public struct LottiePropertyReport: Hashable, Sendable {
    /// The fxkit layer's name (the Lottie layer's `nm`).
    public let layer: String
    /// The Lottie property: `ks.a`, `ks.p`, `ks.s`, `ks.r`, `ks.o`, `shapes.rc.s`, `shapes.rc.p`,
    /// `shapes.rc.r`.
    public let property: String
    /// Whether its keyframes reproduce the sampler exactly (else within the tolerance).
    public let isExact: Bool
    /// How many keyframes it has (0 when it never changes).
    public let keyframeCount: Int
    /// Whether position is written as separate `x` and `y` properties (their easings differ).
    public let isSplit: Bool
}
