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

    /// The spherical linear interpolation towards `other` as browsers do it: along the shorter arc.
    ///
    /// `q` and `−q` are the same rotation; when the dot product is negative `self` is negated first,
    /// so the turn is never more than 180° (Chromium's `Quaternion::Slerp`, and what
    /// web-platform-tests expect; CSS Transforms Level 2's pseudo-code has no flip and would take
    /// the long way). With `θ` half the angle between them the result is
    /// `self·sin((1 − amount)θ)/sin θ + other·sin(amount·θ)/sin θ`. When `sin θ` is below 1e-5 (the
    /// two rotations within 0.0012° of each other) the result is `self` unflipped at every amount, as
    /// in Chromium. Outside 0...1 the formula keeps turning along the same great circle at the same
    /// angular speed (the result stays a unit quaternion).
    public func slerp(to other: Quaternion, amount: Double) -> Quaternion {
        var from = self
        var cosine = x * other.x + y * other.y + z * other.z + w * other.w
        if cosine < 0 {
            from = Quaternion(x: -x, y: -y, z: -z, w: -w)
            cosine = -cosine
        }
        cosine = min(cosine, 1)
        let sine = (1 - cosine * cosine).squareRoot()
        if sine < 1e-5 { return self }
        let halfAngle = Math.atan2(sine, cosine)
        let fromWeight = Math.sin((1 - amount) * halfAngle) / sine
        let weight = Math.sin(amount * halfAngle) / sine
        return Quaternion(
            x: from.x * fromWeight + other.x * weight, y: from.y * fromWeight + other.y * weight,
            z: from.z * fromWeight + other.z * weight, w: from.w * fromWeight + other.w * weight)
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
