/// Where an imported layer comes from: its Lottie layer, and where its box sits in that layer's own
/// coordinates (the player's matrix of the layer maps `(x + u, y + v)` to where the box point
/// `(u, v)` from its top-left corner is drawn).
public struct LottieLayerSource: Hashable, Sendable {
    /// The fxkit layer's name.
    public let layer: String
    /// The Lottie layer's `nm` (or "layer N").
    public let name: String
    /// Its JSON path (`layers[2]`, `assets[0].layers[1]`).
    public let path: String
    /// The box's left edge in the layer's own coordinates.
    public let x: Double
    /// The box's top edge in the layer's own coordinates.
    public let y: Double
}
