/// A Lottie layer as one fxkit layer: the layer, every transform that places it (its parents', the
/// precomposition layers' around it and theirs), when it shows, and the opacities that fade it.
struct LottiePlacedLayer: Sendable {
    /// A transform and the clock its keyframes run on.
    struct Placing: Sendable {
        var transform: LottieTransform
        var clock: LottieClock
        /// The layer it belongs to, for messages.
        var layer: String
    }

    /// The layer.
    var model: LottieLayerModel
    /// The clock of its composition.
    var clock: LottieClock
    /// The transforms from the outermost (the top composition's) to the layer's own, last.
    var chain: [Placing]
    /// When it shows, seconds: from `shown.lowerBound`, until before `shown.upperBound`.
    var shown: Range<Double>
    /// The opacities of the precomposition layers around it (a precomposition fades its content).
    var fades: [Placing]
    /// The fxkit name, made unique.
    var name: String = ""
}
