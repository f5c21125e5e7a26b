/// Two matrices decomposed once, ready to interpolate: CSS Transforms § "Interpolation of
/// matrices".
///
/// A pair of 2D matrices (``Matrix3D/is2D``) goes through ``DecomposedMatrix2D``, any other pair
/// through ``DecomposedMatrix3D``. When either matrix cannot be decomposed (it is singular), CSS
/// falls back to a discrete change: the `from` matrix below amount 0.5, the `to` matrix from 0.5
/// on, as Web Animations' discrete interpolation does.
///
/// At amounts exactly 0 and 1 the result is the endpoint matrix itself, not its recomposition
/// (which rounds, and divides a 3D matrix by its `m44`).
public enum MatrixInterpolation: Hashable, Sendable {
    /// Both matrices are 2D and decompose; `endpoints` are the matrices themselves.
    case twoD(from: DecomposedMatrix2D, to: DecomposedMatrix2D, endpoints: Endpoints)
    /// At least one matrix is 3D, and both decompose; `endpoints` are the matrices themselves.
    case threeD(from: DecomposedMatrix3D, to: DecomposedMatrix3D, endpoints: Endpoints)
    /// A matrix does not decompose: a discrete change at 0.5.
    case discrete(from: Matrix3D, to: Matrix3D)

    /// The interpolation between `from` and `to`, decomposed now.
    public init(from: Matrix3D, to: Matrix3D) {
        if from.is2D && to.is2D, let a = DecomposedMatrix2D(matrix: from),
            let b = DecomposedMatrix2D(matrix: to)
        {
            self = .twoD(from: a, to: b, endpoints: Endpoints(from: from, to: to))
        } else if let a = DecomposedMatrix3D(matrix: from), let b = DecomposedMatrix3D(matrix: to) {
            self = .threeD(from: a, to: b, endpoints: Endpoints(from: from, to: to))
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
    /// rotation). At exactly 0 and 1, the endpoint matrices as given. Allocation-free.
    public func matrix(at amount: Double) -> Matrix3D {
        switch self {
        case .twoD(let from, let to, let endpoints):
            endpoints.matrix(at: amount) ?? from.interpolated(to: to, amount: amount)
        case .threeD(let from, let to, let endpoints):
            endpoints.matrix(at: amount) ?? from.interpolated(to: to, amount: amount)
        case .discrete(let from, let to): amount < 0.5 ? from : to
        }
    }
}

extension MatrixInterpolation {
    /// The two matrices an interpolation runs between, kept so amounts 0 and 1 give them exactly.
    public struct Endpoints: Hashable, Sendable {
        /// The matrix at amount 0.
        public var from: Matrix3D
        /// The matrix at amount 1.
        public var to: Matrix3D

        /// The endpoints from the two matrices.
        public init(from: Matrix3D, to: Matrix3D) {
            self.from = from
            self.to = to
        }

        /// `from` at exactly 0, `to` at exactly 1, `nil` at any other amount.
        func matrix(at amount: Double) -> Matrix3D? {
            if amount == 0 { return from }
            if amount == 1 { return to }
            return nil
        }
    }
}
