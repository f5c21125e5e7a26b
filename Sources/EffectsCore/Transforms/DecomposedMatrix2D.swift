import Platform

/// A 2D matrix taken apart as CSS Transforms § "Decomposing a 2D matrix" does: translation, scale,
/// a rotation angle, and the remaining 2 × 2 matrix (what is left of a skew).
///
/// CSS interpolates a pair of 2D matrices (``Matrix3D/is2D``) this way and any other pair with
/// ``DecomposedMatrix3D``. The two differ only when a skew or a reflection is involved: here the
/// remainder is interpolated entry by entry and the angle linearly, never the long way round.
/// Recomposed, the parts apply to a point in the order scale, rotation, remainder, translation:
/// `M = S · R(angle) · K` plus the translation row, in ``Matrix3D``'s row-vector layout.
public struct DecomposedMatrix2D: Hashable, Sendable {
    /// The translation in x, `m41`.
    public var translationX: Double
    /// The translation in y, `m42`.
    public var translationY: Double
    /// The scale along x; negative when the matrix is a reflection and x is the axis flipped.
    public var scaleX: Double
    /// The scale along y; negative when the matrix is a reflection and y is the axis flipped.
    public var scaleY: Double
    /// The rotation in radians, in (−π, π] as `atan2` gives it.
    public var angle: Double
    /// The remainder's `m11`: 1 without skew.
    public var m11: Double
    /// The remainder's `m12`: 0 without skew.
    public var m12: Double
    /// The remainder's `m21`: 0 without skew.
    public var m21: Double
    /// The remainder's `m22`: 1 without skew.
    public var m22: Double

    /// A decomposition from its parts.
    public init(
        translationX: Double, translationY: Double, scaleX: Double, scaleY: Double, angle: Double,
        m11: Double, m12: Double, m21: Double, m22: Double
    ) {
        self.translationX = translationX
        self.translationY = translationY
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.angle = angle
        self.m11 = m11
        self.m12 = m12
        self.m21 = m21
        self.m22 = m22
    }

    /// The decomposition of a 2D matrix: the spec's pseudo-code step by step, with the angle in
    /// radians; `nil` when `matrix` is not 2D, its 2 × 2 part is singular, or a part is not finite
    /// (CSS then falls back to a discrete change).
    ///
    /// With a negative determinant one axis is flipped: x when `m11 < m22`, otherwise y (the spec's
    /// "flip axis with minimum unit vector dot product").
    public init?(matrix: Matrix3D) {
        guard matrix.is2D, matrix.isFinite else { return nil }
        var (row0x, row0y, row1x, row1y) = (matrix.m11, matrix.m12, matrix.m21, matrix.m22)
        // The lengths are hypot-style, so scale(1e160) decomposes to 1e160 rather than infinity;
        // the determinant's sign and zero test use the rows divided by them, which cannot overflow.
        var scaleX = Vector3D(x: row0x, y: row0y, z: 0).length
        var scaleY = Vector3D(x: row1x, y: row1y, z: 0).length
        guard scaleX > 0, scaleY > 0 else { return nil }
        let determinant = (row0x / scaleX) * (row1y / scaleY) - (row0y / scaleX) * (row1x / scaleY)
        guard determinant != 0 else { return nil }
        if determinant < 0 {
            if row0x < row1y { scaleX = -scaleX } else { scaleY = -scaleY }
        }
        row0x /= scaleX
        row0y /= scaleX
        row1x /= scaleY
        row1y /= scaleY
        let angle = Math.atan2(row0y, row0x)
        if angle != 0 {
            // Rotate(−angle) on the left: [cos, −sin; sin, cos] · rows, with cos = row0x and
            // sin = row0y after the normalisation above.
            let (sine, cosine) = (-row0y, row0x)
            let (a, b, c, d) = (row0x, row0y, row1x, row1y)
            row0x = cosine * a + sine * c
            row0y = cosine * b + sine * d
            row1x = -sine * a + cosine * c
            row1y = -sine * b + cosine * d
        }
        // Every part must be finite, or interpolating would give a non-finite matrix; CSS's discrete
        // fallback is the better answer.
        guard [scaleX, scaleY, angle, row0x, row0y, row1x, row1y].allSatisfy(\.isFinite) else { return nil }
        self.init(
            translationX: matrix.m41, translationY: matrix.m42, scaleX: scaleX, scaleY: scaleY, angle: angle,
            m11: row0x, m12: row0y, m21: row1x, m22: row1y)
    }

    /// The matrix the parts recompose to: `S · R(angle) · K` with the translation row, the exact
    /// inverse of ``init(matrix:)``.
    public var matrix: Matrix3D {
        let cosine = Math.cos(angle)
        let sine = Math.sin(angle)
        // R(angle) · K, R = [cos, sin; −sin, cos] in the row-vector layout.
        let r11 = cosine * m11 + sine * m21
        let r12 = cosine * m12 + sine * m22
        let r21 = -sine * m11 + cosine * m21
        let r22 = -sine * m12 + cosine * m22
        return Matrix3D(
            m11: scaleX * r11, m12: scaleX * r12, m13: 0, m14: 0,
            m21: scaleY * r21, m22: scaleY * r22, m23: 0, m24: 0,
            m31: 0, m32: 0, m33: 1, m34: 0,
            m41: translationX, m42: translationY, m43: 0, m44: 1)
    }

    /// The parts interpolated towards `other` as CSS Transforms § "Interpolation of decomposed 2D
    /// matrix values" says, unclamped.
    ///
    /// First, when one matrix flips x and the other y, this one is turned into the equivalent
    /// unflipped form (both scales negated, the angle moved by π). Then the angles are brought
    /// within π of each other (a zero angle counts as 2π first, as the spec writes it), so the
    /// rotation never goes the long way round. Then every part is interpolated linearly.
    public func interpolatedComponents(to other: DecomposedMatrix2D, amount: Double) -> DecomposedMatrix2D {
        var from = self
        var to = other
        if (from.scaleX < 0 && to.scaleY < 0) || (from.scaleY < 0 && to.scaleX < 0) {
            from.scaleX = -from.scaleX
            from.scaleY = -from.scaleY
            from.angle += from.angle < 0 ? Double.pi : -Double.pi
        }
        if from.angle == 0 { from.angle = 2 * Double.pi }
        if to.angle == 0 { to.angle = 2 * Double.pi }
        if abs(from.angle - to.angle) > Double.pi {
            if from.angle > to.angle { from.angle -= 2 * Double.pi } else { to.angle -= 2 * Double.pi }
        }
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * amount }
        return DecomposedMatrix2D(
            translationX: mix(from.translationX, to.translationX),
            translationY: mix(from.translationY, to.translationY),
            scaleX: mix(from.scaleX, to.scaleX), scaleY: mix(from.scaleY, to.scaleY),
            angle: mix(from.angle, to.angle),
            m11: mix(from.m11, to.m11), m12: mix(from.m12, to.m12), m21: mix(from.m21, to.m21),
            m22: mix(from.m22, to.m22))
    }

    /// The matrix between this one and `other` at `amount`: the parts interpolated, then recomposed.
    public func interpolated(to other: DecomposedMatrix2D, amount: Double) -> Matrix3D {
        interpolatedComponents(to: other, amount: amount).matrix
    }
}
