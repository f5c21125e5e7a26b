/// Two matrices decomposed once, ready to interpolate as browsers interpolate matrices.
///
/// Each matrix is decomposed on its own, a 2D matrix (``Matrix3D/is2D``) by the engines' 2D
/// decomposition and any other by CSS's 3D one (``DecomposedMatrix3D/init(interpolating:)``); the
/// parts interpolate linearly, the rotation along the shorter arc, and recompose. When either
/// matrix cannot be decomposed (it is singular), the change is discrete: the `from` matrix below
/// amount 0.5, the `to` matrix from 0.5 on, as Web Animations' discrete interpolation does.
///
/// Like Chromium, the result is the recomposition at every amount, 0 and 1 included: a matrix with
/// `m44` other than 1 comes back divided by it (the same projective transform), and others to
/// rounding.
public enum MatrixInterpolation: Hashable, Sendable {
    /// Both matrices decompose; `is2D` when both are 2D, so every result is.
    case decomposed(from: DecomposedMatrix3D, to: DecomposedMatrix3D, is2D: Bool)
    /// A matrix does not decompose: a discrete change at 0.5.
    case discrete(from: Matrix3D, to: Matrix3D)

    /// The interpolation between `from` and `to`, decomposed now.
    public init(from: Matrix3D, to: Matrix3D) {
        if let a = DecomposedMatrix3D(interpolating: from), let b = DecomposedMatrix3D(interpolating: to) {
            self = .decomposed(from: a, to: b, is2D: from.is2D && to.is2D)
        } else {
            self = .discrete(from: from, to: to)
        }
    }

    /// Whether the result is a 2D matrix at every amount.
    public var is2D: Bool {
        switch self {
        case .decomposed(_, _, let is2D): is2D
        case .discrete(let from, let to): from.is2D && to.is2D
        }
    }

    /// Whether the change is discrete (a matrix does not decompose).
    public var isDiscrete: Bool {
        if case .discrete = self { return true }
        return false
    }

    /// The matrix at `amount`, unclamped.
    ///
    /// Amounts outside 0...1 extrapolate every part (see ``Quaternion/slerp(to:amount:)`` for the
    /// rotation). Allocation-free.
    public func matrix(at amount: Double) -> Matrix3D {
        switch self {
        case .decomposed(let from, let to, _): from.interpolated(to: to, amount: amount)
        case .discrete(let from, let to): amount < 0.5 ? from : to
        }
    }
}
