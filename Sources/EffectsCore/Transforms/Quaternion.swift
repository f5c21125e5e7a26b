import Platform

/// A unit quaternion (x, y, z, w): the rotation of a decomposed matrix.
///
/// The convention is CSS's and Chromium's: `rotate3d(ax, ay, az, a)` with a unit axis is
/// `(ax·sin(a/2), ay·sin(a/2), az·sin(a/2), cos(a/2))`, so `rotate(a)` is `(0, 0, sin(a/2), cos(a/2))`.
public struct Quaternion: Hashable, Sendable {
    /// The x component of the rotation axis, times the sine of half the angle.
    public var x: Double
    /// The y component of the rotation axis, times the sine of half the angle.
    public var y: Double
    /// The z component of the rotation axis, times the sine of half the angle.
    public var z: Double
    /// The cosine of half the angle.
    public var w: Double

    /// A quaternion from its components (not normalised).
    public init(x: Double, y: Double, z: Double, w: Double) {
        self.x = x
        self.y = y
        self.z = z
        self.w = w
    }

    /// No rotation, (0, 0, 0, 1).
    public static let identity = Quaternion(x: 0, y: 0, z: 0, w: 1)

    /// The rotation by `angle` radians about the axis (`x`, `y`, `z`); the identity for a zero axis.
    public init(angle: Double, x: Double, y: Double, z: Double) {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0, length.isFinite else {
            self = .identity
            return
        }
        let sine = Math.sin(angle / 2) / length
        self.init(x: x * sine, y: y * sine, z: z * sine, w: Math.cos(angle / 2))
    }

    /// The spherical linear interpolation towards `other`, exactly as CSS Transforms Level 2 writes
    /// it for decomposed matrices.
    ///
    /// With `product` the dot product (clamped to −1...1) and `θ = acos(product)`, the result is
    /// `self·(cos(amountθ) − product·w) + other·w` where `w = sin(amountθ)/sin θ`. When the dot
    /// product is ±1 (the same rotation) the result is `self`. There is no flip to the shorter arc:
    /// the spec has none, so a pair with a negative dot product turns the long way, as it does in
    /// the spec. Outside 0...1 the formula keeps turning along the same great circle at the same
    /// angular speed: amount −0.5 turns half the arc backwards from `self`, 1.5 half the arc past
    /// `other` (the result stays a unit quaternion).
    public func slerp(to other: Quaternion, amount: Double) -> Quaternion {
        let product = min(max(x * other.x + y * other.y + z * other.z + w * other.w, -1), 1)
        if abs(product) == 1 { return self }
        let theta = Math.atan2((1 - product * product).squareRoot(), product)
        let weight = Math.sin(amount * theta) / (1 - product * product).squareRoot()
        let selfWeight = Math.cos(amount * theta) - product * weight
        return Quaternion(
            x: x * selfWeight + other.x * weight, y: y * selfWeight + other.y * weight,
            z: z * selfWeight + other.z * weight, w: w * selfWeight + other.w * weight)
    }

    /// The rotation matrix in ``Matrix3D``'s row-vector layout (the transpose of the column-vector
    /// figure in the CSS specification, whose `[0][1]` entry `2(xy − zw)` lands in `m21` here).
    public var matrix: Matrix3D {
        Matrix3D(
            m11: 1 - 2 * (y * y + z * z), m12: 2 * (x * y + z * w), m13: 2 * (x * z - y * w), m14: 0,
            m21: 2 * (x * y - z * w), m22: 1 - 2 * (x * x + z * z), m23: 2 * (y * z + x * w), m24: 0,
            m31: 2 * (x * z + y * w), m32: 2 * (y * z - x * w), m33: 1 - 2 * (x * x + y * y), m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// The rotation whose matrix has the orthonormal rows `row0`, `row1`, `row2` (determinant +1),
    /// with CSS's signs: `w ≥ 0`, and x, y, z signed by the antisymmetric part of the rotation.
    ///
    /// The spec takes each component as `½√(1 ± r11 ± r22 ± r33)` and signs it afterwards; a
    /// component near 0 then comes out of a square root of rounding noise (a 30° turn about x gets
    /// y ≈ 5e-9 instead of 0), and a half turn about an axis off the coordinate axes gets the wrong
    /// relative signs. Here the largest component comes from its square root and the others from
    /// the off-diagonal sums and differences (Shepperd's method): the same quaternion, to rounding.
    init(rotationRows row0: Vector3D, _ row1: Vector3D, _ row2: Vector3D) {
        let (r11, r12, r13) = (row0.x, row0.y, row0.z)
        let (r21, r22, r23) = (row1.x, row1.y, row1.z)
        let (r31, r32, r33) = (row2.x, row2.y, row2.z)
        let trace = r11 + r22 + r33
        var q: Quaternion
        if trace >= r11 && trace >= r22 && trace >= r33 {
            let w = 0.5 * max(1 + trace, 0).squareRoot()
            let f = 0.25 / w
            q = Quaternion(x: (r23 - r32) * f, y: (r31 - r13) * f, z: (r12 - r21) * f, w: w)
        } else if r11 >= r22 && r11 >= r33 {
            let x = 0.5 * max(1 + r11 - r22 - r33, 0).squareRoot()
            let f = 0.25 / x
            q = Quaternion(x: x, y: (r12 + r21) * f, z: (r13 + r31) * f, w: (r23 - r32) * f)
        } else if r22 >= r33 {
            let y = 0.5 * max(1 - r11 + r22 - r33, 0).squareRoot()
            let f = 0.25 / y
            q = Quaternion(x: (r12 + r21) * f, y: y, z: (r23 + r32) * f, w: (r31 - r13) * f)
        } else {
            let z = 0.5 * max(1 - r11 - r22 + r33, 0).squareRoot()
            let f = 0.25 / z
            q = Quaternion(x: (r13 + r31) * f, y: (r23 + r32) * f, z: z, w: (r12 - r21) * f)
        }
        if q.w < 0 {
            q = Quaternion(x: -q.x, y: -q.y, z: -q.z, w: -q.w)
        }
        self = q
    }
}
