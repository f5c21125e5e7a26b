/// A layer's transform `ks` read into properties, in Lottie's units (points, degrees, percent).
///
/// Lottie draws a layer point q at `p + R(r + o) · R(−sa) · K(−sk) · R(sa) · S(s/100) · (q − a)`,
/// where R turns clockwise on screen, K(α) is the horizontal shear x' = x + tan(α) · y (the spec's
/// order, which lottie-web and ThorVG follow) and o is auto-orient's turn (0 without it).
struct LottieTransform: Sendable {
    /// Where the position comes from: one property, or x and y apart (`p.s: true`).
    enum Position: Sendable {
        /// `p`, two dimensions.
        case joined(LottieProperty)
        /// `p.x` and `p.y`.
        case split(x: LottieProperty, y: LottieProperty)
    }

    /// `a`, two dimensions.
    var anchor: LottieProperty
    /// `p`.
    var position: Position
    /// `s`, two dimensions, percent.
    var scale: LottieProperty
    /// `r`, degrees.
    var rotation: LottieProperty
    /// `o`, 0…100.
    var opacity: LottieProperty
    /// `sk`, degrees.
    var skew: LottieProperty
    /// `sa`, degrees.
    var skewAxis: LottieProperty
    /// Whether the layer turns along its motion path (`ao: 1`), on top of `r`
    /// (``LottieOrientation``); only a joined position is read so.
    var autoOrients = false

    /// The identity transform at full opacity.
    static let identity = LottieTransform(
        anchor: LottieProperty(constant: [0, 0]), position: .joined(LottieProperty(constant: [0, 0])),
        scale: LottieProperty(constant: [100, 100]), rotation: LottieProperty(constant: [0]),
        opacity: LottieProperty(constant: [100]), skew: LottieProperty(constant: [0]),
        skewAxis: LottieProperty(constant: [0]))

    /// The turn auto-orient adds at `frame`, degrees (0 without it).
    func orientation(at frame: Double) -> Double {
        guard autoOrients, case .joined(let position) = position else { return 0 }
        return LottieOrientation.degrees(of: position, at: frame)
    }

    /// Whether the skew is 0 throughout.
    var hasNoSkew: Bool { !skew.isAnimated && skew.initial.first == 0 }

    /// The position at `frame`.
    func position(at frame: Double) -> (x: Double, y: Double) {
        switch position {
        case .joined(let property):
            let value = property.value(at: frame)
            return (value.first ?? 0, value.count > 1 ? value[1] : 0)
        case .split(let x, let y):
            return (x.value(at: frame).first ?? 0, y.value(at: frame).first ?? 0)
        }
    }
}
