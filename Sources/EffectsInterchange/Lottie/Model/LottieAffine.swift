import EffectsRegistry
import Platform

/// A flat affine map x' = a·x + c·y + tx, y' = b·x + d·y + ty (columns (a, b) and (c, d), as
/// Lottie and CSS's `matrix()` write them): the one convention of the Lottie reader, which
/// composes transforms with it, and the writer, whose ``LottieAffinePose`` decomposes one.
struct LottieAffine: Hashable, Sendable {
    var a: Double
    var b: Double
    var c: Double
    var d: Double
    var tx: Double
    var ty: Double

    /// The identity.
    static let identity = LottieAffine(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// The map that applies `other` first, then this one.
    func concatenating(_ other: LottieAffine) -> LottieAffine {
        LottieAffine(
            a: a * other.a + c * other.b, b: b * other.a + d * other.b,
            c: a * other.c + c * other.d, d: b * other.c + d * other.d,
            tx: a * other.tx + c * other.ty + tx, ty: b * other.tx + d * other.ty + ty)
    }

    /// The image of the point (x, y).
    func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
        (a * x + c * y + tx, b * x + d * y + ty)
    }

    /// A translation.
    static func translation(_ x: Double, _ y: Double) -> LottieAffine {
        LottieAffine(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// A scale.
    static func scale(_ x: Double, _ y: Double) -> LottieAffine {
        LottieAffine(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// A rotation by `degrees`, clockwise on screen (y down).
    static func rotation(_ degrees: Double) -> LottieAffine {
        let radians = degrees * .pi / 180
        return LottieAffine(
            a: Math.cos(radians), b: Math.sin(radians), c: -Math.sin(radians), d: Math.cos(radians), tx: 0,
            ty: 0)
    }

    /// The horizontal shear x' = x + tan(degrees) · y.
    static func shear(_ degrees: Double) -> LottieAffine {
        LottieAffine(
            a: 1, b: 0, c: Math.sin(degrees * .pi / 180) / Math.cos(degrees * .pi / 180), d: 1, tx: 0, ty: 0)
    }
}

extension LottieAffine {
    /// The map of `transform` at `frame`: `T(p) · R(r + o) · R(−sa) · K(−sk) · R(sa) · S(s/100) · T(−a)`
    /// (o: auto-orient's turn).
    init(_ transform: LottieTransform, at frame: Double) {
        let anchor = transform.anchor.value(at: frame)
        let position = transform.position(at: frame)
        let scale = transform.scale.value(at: frame)
        let rotation = (transform.rotation.value(at: frame).first ?? 0) + transform.orientation(at: frame)
        let skew = transform.skew.value(at: frame).first ?? 0
        let axis = transform.skewAxis.value(at: frame).first ?? 0
        var map = LottieAffine.translation(position.x, position.y).concatenating(.rotation(rotation))
        if skew != 0 {
            map = map.concatenating(.rotation(-axis)).concatenating(.shear(-skew)).concatenating(
                .rotation(axis))
        }
        self =
            map.concatenating(.scale((scale.first ?? 100) / 100, (scale.count > 1 ? scale[1] : 100) / 100))
            .concatenating(.translation(-(anchor.first ?? 0), -(anchor.count > 1 ? anchor[1] : 0)))
    }
}
