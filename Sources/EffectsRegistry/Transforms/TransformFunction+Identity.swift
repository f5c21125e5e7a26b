extension TransformFunction {
    /// The identity function of the same kind, which CSS pads a shorter list with: `translateX(0)`
    /// for `translateX`, `scale(1, 1)` for `scale`, `rotate3d(x, y, z, 0)` (same axis) for
    /// `rotate3d`, `perspective(none)`, `matrix(1, 0, 0, 1, 0, 0)`, `matrix3d` of the identity.
    public var identity: TransformFunction {
        switch self {
        case .translate: .translate(x: 0, y: 0)
        case .translateX: .translateX(0)
        case .translateY: .translateY(0)
        case .translateZ: .translateZ(0)
        case .translate3d: .translate3d(x: 0, y: 0, z: 0)
        case .scale: .scale(x: 1, y: 1)
        case .scaleX: .scaleX(1)
        case .scaleY: .scaleY(1)
        case .scaleZ: .scaleZ(1)
        case .scale3d: .scale3d(x: 1, y: 1, z: 1)
        case .rotate: .rotate(0)
        case .rotateX: .rotateX(0)
        case .rotateY: .rotateY(0)
        case .rotateZ: .rotateZ(0)
        case .rotate3d(let x, let y, let z, _): .rotate3d(x: x, y: y, z: z, angle: 0)
        case .skew: .skew(x: 0, y: 0)
        case .skewX: .skewX(0)
        case .skewY: .skewY(0)
        case .perspective: .perspective(.infinity)
        case .matrix: .matrix(a: 1, b: 0, c: 0, d: 1, e: 0, f: 0)
        case .matrix3d: .matrix3d(.identity)
        }
    }
}
