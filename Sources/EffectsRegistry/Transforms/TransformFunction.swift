/// One CSS transform function, with its lengths resolved to points and its angles in radians.
///
/// There is one case per CSS function, not per matrix, because CSS interpolation needs to know
/// which function was written: `translateX` ↔ `translateX` interpolates one number, `rotateX` ↔
/// `rotateY` goes through a matrix decomposition, and a 2D pair stays 2D
/// (``TransformList/interpolated(to:amount:)``). Lengths relative to the layer or the viewport are
/// resolved before a function is made (the DSL does it per layer at build time); `perspective`
/// takes `.infinity` for CSS `perspective(none)`.
public enum TransformFunction: Hashable, Sendable {
    /// `translate(x, y)`: a 2D translation in points.
    case translate(x: Double, y: Double)
    /// `translateX(x)`.
    case translateX(Double)
    /// `translateY(y)`.
    case translateY(Double)
    /// `translateZ(z)`: a 3D function (it makes the list 3D even when `z` is 0).
    case translateZ(Double)
    /// `translate3d(x, y, z)`.
    case translate3d(x: Double, y: Double, z: Double)
    /// `scale(x, y)`: CSS `scale(s)` is `scale(s, s)`.
    case scale(x: Double, y: Double)
    /// `scaleX(x)`.
    case scaleX(Double)
    /// `scaleY(y)`.
    case scaleY(Double)
    /// `scaleZ(z)`.
    case scaleZ(Double)
    /// `scale3d(x, y, z)`.
    case scale3d(x: Double, y: Double, z: Double)
    /// `rotate(a)`: a 2D rotation about z, radians, positive turning +x towards +y (clockwise on
    /// screen), the sign of Core Animation's `transform.rotation`.
    case rotate(Double)
    /// `rotateX(a)`: radians about the x axis.
    case rotateX(Double)
    /// `rotateY(a)`: radians about the y axis.
    case rotateY(Double)
    /// `rotateZ(a)`: radians about the z axis, the 3D spelling of `rotate(a)`.
    case rotateZ(Double)
    /// `rotate3d(x, y, z, a)`: radians about the axis (`x`, `y`, `z`), which need not be normalised;
    /// a zero axis is no rotation.
    case rotate3d(x: Double, y: Double, z: Double, angle: Double)
    /// `skew(ax, ay)`: radians.
    case skew(x: Double, y: Double)
    /// `skewX(a)`: radians, `skew(a, 0)`.
    case skewX(Double)
    /// `skewY(a)`: radians, `skew(0, a)`.
    case skewY(Double)
    /// `perspective(d)`: the distance in points from the eye to the plane z = 0; `.infinity` is
    /// `perspective(none)`.
    case perspective(Double)
    /// `matrix(a, b, c, d, e, f)`: CSS's 2D matrix, `[a c e; b d f]` in CSS's column-vector figure,
    /// which is `m11 = a, m12 = b, m21 = c, m22 = d, m41 = e, m42 = f` in ``Matrix3D``'s row-vector
    /// layout (the fields of a `CGAffineTransform` of the same six numbers).
    case matrix(a: Double, b: Double, c: Double, d: Double, e: Double, f: Double)
    /// `matrix3d(…)`: sixteen numbers in the order of ``Matrix3D/entries`` (CSS's column-major order
    /// of its column-vector figure, which is row-major in the row-vector layout).
    case matrix3d(Matrix3D)

    /// The CSS function name as written (`translateX`, `rotate3d`, `matrix3d`).
    public var name: String {
        switch self {
        case .translate: "translate"
        case .translateX: "translateX"
        case .translateY: "translateY"
        case .translateZ: "translateZ"
        case .translate3d: "translate3d"
        case .scale: "scale"
        case .scaleX: "scaleX"
        case .scaleY: "scaleY"
        case .scaleZ: "scaleZ"
        case .scale3d: "scale3d"
        case .rotate: "rotate"
        case .rotateX: "rotateX"
        case .rotateY: "rotateY"
        case .rotateZ: "rotateZ"
        case .rotate3d: "rotate3d"
        case .skew: "skew"
        case .skewX: "skewX"
        case .skewY: "skewY"
        case .perspective: "perspective"
        case .matrix: "matrix"
        case .matrix3d: "matrix3d"
        }
    }

    /// Whether CSS counts the function as 2D (`translate`, `scale`, `rotate`, `skew`, `matrix` and
    /// their X/Y forms); a pair of 2D functions interpolates into a 2D function.
    public var is2D: Bool {
        switch self {
        case .translate, .translateX, .translateY, .scale, .scaleX, .scaleY, .rotate, .skew, .skewX,
            .skewY, .matrix:
            true
        case .translateZ, .translate3d, .scaleZ, .scale3d, .rotateX, .rotateY, .rotateZ, .rotate3d,
            .perspective, .matrix3d:
            false
        }
    }

    /// The function's matrix in ``Matrix3D``'s (Core Animation's) layout, as CSS Transforms defines it.
    ///
    /// `perspective(d)` follows CSS: a distance below 1 point counts as 1 (CSS clamps below 1px),
    /// `.infinity` is the identity, and a negative or NaN distance — which CSS refuses to parse —
    /// is the identity too.
    public var matrix: Matrix3D {
        switch self {
        case .translate(let x, let y): .translation(x: x, y: y, z: 0)
        case .translateX(let x): .translation(x: x, y: 0, z: 0)
        case .translateY(let y): .translation(x: 0, y: y, z: 0)
        case .translateZ(let z): .translation(x: 0, y: 0, z: z)
        case .translate3d(let x, let y, let z): .translation(x: x, y: y, z: z)
        case .scale(let x, let y): .scale(x: x, y: y, z: 1)
        case .scaleX(let x): .scale(x: x, y: 1, z: 1)
        case .scaleY(let y): .scale(x: 1, y: y, z: 1)
        case .scaleZ(let z): .scale(x: 1, y: 1, z: z)
        case .scale3d(let x, let y, let z): .scale(x: x, y: y, z: z)
        case .rotate(let angle), .rotateZ(let angle): .rotation(angle: angle, x: 0, y: 0, z: 1)
        case .rotateX(let angle): .rotation(angle: angle, x: 1, y: 0, z: 0)
        case .rotateY(let angle): .rotation(angle: angle, x: 0, y: 1, z: 0)
        case .rotate3d(let x, let y, let z, let angle): .rotation(angle: angle, x: x, y: y, z: z)
        case .skew(let x, let y): .skew(x: x, y: y)
        case .skewX(let x): .skew(x: x, y: 0)
        case .skewY(let y): .skew(x: 0, y: y)
        case .perspective(let distance):
            distance >= 0 ? .perspective(distance: max(distance, 1)) : .identity
        case .matrix(let a, let b, let c, let d, let e, let f):
            Matrix3D(
                m11: a, m12: b, m13: 0, m14: 0, m21: c, m22: d, m23: 0, m24: 0,
                m31: 0, m32: 0, m33: 1, m34: 0, m41: e, m42: f, m43: 0, m44: 1)
        case .matrix3d(let matrix): matrix
        }
    }
}
