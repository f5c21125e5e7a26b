/// An effect written as one Lottie animation, with what it holds exactly and what it approximates.
public struct LottieExport: Sendable {
    /// The Lottie JSON document, ending with a newline.
    public let text: String
    /// Every exported property of every layer, in the document's order.
    public let properties: [LottiePropertyReport]
    /// Every track of the effect, in the timeline analysis's order (exact when every Lottie property
    /// it drives is), then the model values the export leaves out (colours, borders, shadows).
    public let report: InterchangeReport

    /// Whether every property is exact: nothing was approximated within the tolerance.
    public var isExact: Bool { properties.allSatisfy(\.isExact) }
}

/// How one Lottie property of one layer was exported.
public struct LottiePropertyReport: Hashable, Sendable {
    /// The fxkit layer's name (the Lottie layer's `nm`).
    public let layer: String
    /// The Lottie property: `ks.a`, `ks.p`, `ks.s`, `ks.r`, `ks.sk`, `ks.o`, `shapes.rc.s`, `shapes.rc.p`,
    /// `shapes.rc.r`.
    public let property: String
    /// Whether its keyframes reproduce the sampler exactly (else within the tolerance).
    public let isExact: Bool
    /// How many keyframes it has (0 when it never changes).
    public let keyframeCount: Int
    /// Whether position is written as separate `x` and `y` properties (their easings differ).
    public let isSplit: Bool
    /// How it was approximated, in Lottie's unit of the property, keyed by the property (empty when
    /// exact).
    let approximations: [Approximation]

    /// The report of a property written as `pieces`, each approximate piece within `tolerance`.
    init(
        layer: String, property: String, pieces: [LottiePiece], keyframeCount: Int, isSplit: Bool,
        tolerance: Double
    ) {
        self.layer = layer
        self.property = property
        self.isExact = pieces.allSatisfy(\.isExact)
        self.keyframeCount = keyframeCount
        self.isSplit = isSplit
        let approximate = pieces.filter { !$0.isExact }
        self.approximations =
            approximate.isEmpty
            ? []
            : [
                Approximation(
                    layer: layer, keyPath: property,
                    method: "\(property) as \(approximate.count) straight pieces",
                    largestError: approximate.map(\.largestError).max() ?? 0, tolerance: tolerance)
            ]
    }

    private init(_ report: LottiePropertyReport, adding approximation: Approximation) {
        self.layer = report.layer
        self.property = report.property
        self.isExact = false
        self.keyframeCount = report.keyframeCount
        self.isSplit = report.isSplit
        self.approximations = report.approximations + [approximation]
    }

    /// The report once the layer's flat map approximates its projected quad, `deviation` points
    /// from it at worst, within `tolerance` points.
    func flattened(deviation: Double, tolerance: Double) -> LottiePropertyReport {
        LottiePropertyReport(
            self,
            adding: Approximation(
                layer: layer, keyPath: property, method: "the projected quad as a flat map",
                largestError: deviation, tolerance: tolerance))
    }
}
