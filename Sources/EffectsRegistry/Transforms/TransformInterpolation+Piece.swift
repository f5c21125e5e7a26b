extension TransformInterpolation {
    /// One piece of the plan as ``TransformInterpolation/matrix(at:)`` evaluates it: the numbers to
    /// mix and the primitive they build, worked out once from the pair.
    ///
    /// Interpolating the pair as `TransformFunction`s on every frame would match on two enums with
    /// large payloads and rebuild a function only to take its matrix; measured, that cost several
    /// times the arithmetic.
    enum Piece: Hashable, Sendable {
        /// Translations: mix (x, y, z).
        case translation(Vector3D, Vector3D)
        /// Scales: mix (x, y, z).
        case scale(Vector3D, Vector3D)
        /// Rotations about one unit axis: mix the angle.
        case rotation(axis: Vector3D, from: Double, to: Double)
        /// Skews of the same name: mix both angles.
        case skew(from: Vector3D, to: Vector3D)
        /// Perspectives: mix `1/d` (`d` clamped to 1 as CSS does, `none` as 0), stopping at `none`.
        case perspective(from: Double, to: Double)
        /// Matrices interpolated by decomposition.
        case matrices(MatrixInterpolation)

        /// The piece for a step of the plan.
        init(_ step: Step) {
            switch step {
            case .matrices(let pair):
                self = .matrices(pair)
            case .functions(let a, let b):
                switch a.primitive {
                case .translate:
                    self = .translation(a.translationComponents, b.translationComponents)
                case .scale:
                    self = .scale(a.scaleComponents, b.scaleComponents)
                case .rotate:
                    if let (axis, from, to) = TransformFunction.commonAxis(
                        a.rotationComponents, b.rotationComponents)
                    {
                        self = .rotation(axis: axis, from: from, to: to)
                    } else {
                        self = .matrices(MatrixInterpolation(from: a.matrix, to: b.matrix))
                    }
                case .skew, .skewX, .skewY:
                    self = .skew(from: a.skewComponents, to: b.skewComponents)
                case .perspective:
                    self = .perspective(from: a.inversePerspective, to: b.inversePerspective)
                case .matrix, .matrix3d:
                    self = .matrices(MatrixInterpolation(from: a.matrix, to: b.matrix))
                }
            }
        }

        /// The piece's matrix at `amount`, unclamped.
        func matrix(at amount: Double) -> Matrix3D {
            switch self {
            case .translation(let a, let b):
                let v = a.interpolated(to: b, amount: amount)
                return .translation(x: v.x, y: v.y, z: v.z)
            case .scale(let a, let b):
                let v = a.interpolated(to: b, amount: amount)
                return .scale(x: v.x, y: v.y, z: v.z)
            case .rotation(let axis, let from, let to):
                return .rotation(angle: from + (to - from) * amount, unitAxis: axis)
            case .skew(let a, let b):
                let v = a.interpolated(to: b, amount: amount)
                return .skew(x: v.x, y: v.y)
            case .perspective(let from, let to):
                return TransformFunction.interpolatedPerspective(from, to, amount: amount).matrix
            case .matrices(let pair):
                return pair.matrix(at: amount)
            }
        }
    }
}

extension TransformFunction {
    /// The two angles of a skew-family function as (x, y, 0); zero for any other function.
    var skewComponents: Vector3D {
        switch self {
        case .skew(let x, let y): Vector3D(x: x, y: y, z: 0)
        case .skewX(let x): Vector3D(x: x, y: 0, z: 0)
        case .skewY(let y): Vector3D(x: 0, y: y, z: 0)
        default: Vector3D(x: 0, y: 0, z: 0)
        }
    }
}
