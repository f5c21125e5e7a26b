/// Two matrices decomposed once, ready to interpolate: CSS Transforms § "Interpolation of
/// matrices".
///
/// A pair of 2D matrices (``Matrix3D/is2D``) goes through ``DecomposedMatrix2D``, any other pair
/// through ``DecomposedMatrix3D``. When either matrix cannot be decomposed (it is singular), CSS
/// falls back to a discrete change: the `from` matrix below amount 0.5, the `to` matrix from 0.5
/// on, as Web Animations' discrete interpolation does.
public enum MatrixInterpolation: Hashable, Sendable {
    /// Both matrices are 2D and decompose.
    case twoD(from: DecomposedMatrix2D, to: DecomposedMatrix2D)
    /// At least one matrix is 3D, and both decompose.
    case threeD(from: DecomposedMatrix3D, to: DecomposedMatrix3D)
    /// A matrix does not decompose: a discrete change at 0.5.
    case discrete(from: Matrix3D, to: Matrix3D)

    /// The interpolation between `from` and `to`, decomposed now.
    public init(from: Matrix3D, to: Matrix3D) {
        if from.is2D && to.is2D, let a = DecomposedMatrix2D(matrix: from),
            let b = DecomposedMatrix2D(matrix: to)
        {
            self = .twoD(from: a, to: b)
        } else if let a = DecomposedMatrix3D(matrix: from), let b = DecomposedMatrix3D(matrix: to) {
            self = .threeD(from: a, to: b)
        } else {
            self = .discrete(from: from, to: to)
        }
    }

    /// Whether the result is a 2D matrix at every amount.
    public var is2D: Bool {
        switch self {
        case .twoD: true
        case .threeD: false
        case .discrete(let from, let to): from.is2D && to.is2D
        }
    }

    /// The matrix at `amount`, unclamped.
    ///
    /// Amounts outside 0...1 extrapolate every part (see ``Quaternion/slerp(to:amount:)`` for the
    /// rotation). Allocation-free.
    public func matrix(at amount: Double) -> Matrix3D {
        switch self {
        case .twoD(let from, let to): from.interpolated(to: to, amount: amount)
        case .threeD(let from, let to): from.interpolated(to: to, amount: amount)
        case .discrete(let from, let to): amount < 0.5 ? from : to
        }
    }
}
