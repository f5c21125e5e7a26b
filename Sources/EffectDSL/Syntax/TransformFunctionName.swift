/// The functions of a transform list: CSS Transforms' vocabulary, spelt as CSS spells them.
///
/// A call of one of these names is a transform function wherever an expression stands, and
/// functions written one after another (`perspective(500) rotateX(60deg)`) are one list, applied
/// right to left to the layer as CSS applies them.
public enum TransformFunctionName: String, CaseIterable, Hashable, Sendable {
    case translate, translate3d, translateX, translateY, translateZ
    case scale, scale3d, scaleX, scaleY, scaleZ
    case rotate, rotate3d, rotateX, rotateY, rotateZ
    case skew, skewX, skewY
    case perspective, matrix, matrix3d

    /// What each argument is, in order; `minimum` of them must be given.
    var parameters: (kinds: [TransformArgumentKind], minimum: Int) {
        switch self {
        case .translate: return ([.length, .length], 1)
        case .translate3d: return ([.length, .length, .length], 3)
        case .translateX, .translateY, .translateZ, .perspective: return ([.length], 1)
        case .scale: return ([.factor, .factor], 1)
        case .scale3d: return ([.factor, .factor, .factor], 3)
        case .scaleX, .scaleY, .scaleZ: return ([.factor], 1)
        case .rotate, .rotateX, .rotateY, .rotateZ, .skewX, .skewY: return ([.angle], 1)
        case .rotate3d: return ([.factor, .factor, .factor, .angle], 4)
        case .skew: return ([.angle, .angle], 1)
        case .matrix: return (Array(repeating: .factor, count: 6), 6)
        case .matrix3d: return (Array(repeating: .factor, count: 16), 16)
        }
    }

    /// The call as the hint of a wrong argument count writes it: `translate(x[, y])`.
    var signature: String {
        switch self {
        case .translate: return "translate(x[, y])"
        case .translate3d: return "translate3d(x, y, z)"
        case .translateX, .translateY, .translateZ: return "\(rawValue)(length)"
        case .perspective: return "perspective(distance)"
        case .scale: return "scale(x[, y])"
        case .scale3d: return "scale3d(x, y, z)"
        case .scaleX, .scaleY, .scaleZ: return "\(rawValue)(factor)"
        case .rotate, .rotateX, .rotateY, .rotateZ, .skewX, .skewY: return "\(rawValue)(angle)"
        case .rotate3d: return "rotate3d(x, y, z, angle)"
        case .skew: return "skew(x[, y])"
        case .matrix: return "matrix(a, b, c, d, tx, ty)"
        case .matrix3d: return "matrix3d(m11, m12, …, m44)"
        }
    }
}

/// What an argument of a transform function measures.
enum TransformArgumentKind: Hashable, Sendable {
    /// A length in points (a relative length too); a bare percentage is refused.
    case length
    /// A plain number (a percentage is its fraction, as CSS's `scale(50%)`).
    case factor
    /// An angle (a bare number is radians).
    case angle
}
