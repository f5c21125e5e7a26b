/// A 4 × 4 transform matrix laid out exactly as Core Animation's `CATransform3D`.
///
/// The convention is CA's **row vector** one: a point is the row `(x, y, z, 1)` and is transformed as
/// `p' = p · M`, so the translation sits in `m41 m42 m43` and a perspective of distance `d` puts
/// `−1/d` in `m34`. The fields read as `m<row><column>`, the same names and positions as
/// `CATransform3D`, `DOMMatrix` and CSS `matrix3d()` (whose sixteen numbers are `m11, m12, …, m44` in
/// this order). A column-vector text (the CSS specifications' figures, Chromium's `gfx::Transform`)
/// shows the transpose of this layout.
///
/// Products read in the order transforms apply: `a.concatenating(b)` is `a · b`, "a, then b".
public struct Matrix3D: Hashable, Sendable {
    /// Row 1, column 1: the x component of the image of the x axis.
    public var m11: Double
    /// Row 1, column 2: the y component of the image of the x axis.
    public var m12: Double
    /// Row 1, column 3: the z component of the image of the x axis.
    public var m13: Double
    /// Row 1, column 4: the w component of the image of the x axis.
    public var m14: Double
    /// Row 2, column 1: the x component of the image of the y axis.
    public var m21: Double
    /// Row 2, column 2: the y component of the image of the y axis.
    public var m22: Double
    /// Row 2, column 3: the z component of the image of the y axis.
    public var m23: Double
    /// Row 2, column 4: the w component of the image of the y axis.
    public var m24: Double
    /// Row 3, column 1: the x component of the image of the z axis.
    public var m31: Double
    /// Row 3, column 2: the y component of the image of the z axis.
    public var m32: Double
    /// Row 3, column 3: the z component of the image of the z axis.
    public var m33: Double
    /// Row 3, column 4: the w component of the image of the z axis; `−1/d` for a perspective of `d`.
    public var m34: Double
    /// Row 4, column 1: the translation in x.
    public var m41: Double
    /// Row 4, column 2: the translation in y.
    public var m42: Double
    /// Row 4, column 3: the translation in z.
    public var m43: Double
    /// Row 4, column 4: the homogeneous weight, 1 for every affine matrix.
    public var m44: Double

    /// A matrix from its sixteen entries, named as `CATransform3D`'s fields.
    public init(
        m11: Double, m12: Double, m13: Double, m14: Double,
        m21: Double, m22: Double, m23: Double, m24: Double,
        m31: Double, m32: Double, m33: Double, m34: Double,
        m41: Double, m42: Double, m43: Double, m44: Double
    ) {
        self.m11 = m11
        self.m12 = m12
        self.m13 = m13
        self.m14 = m14
        self.m21 = m21
        self.m22 = m22
        self.m23 = m23
        self.m24 = m24
        self.m31 = m31
        self.m32 = m32
        self.m33 = m33
        self.m34 = m34
        self.m41 = m41
        self.m42 = m42
        self.m43 = m43
        self.m44 = m44
    }

    /// A matrix from sixteen entries in row-major order (`m11, m12, m13, m14, m21, …, m44`), the order
    /// of CSS `matrix3d()`; `nil` for any other count.
    public init?(entries: [Double]) {
        guard entries.count == 16 else { return nil }
        self.init(
            m11: entries[0], m12: entries[1], m13: entries[2], m14: entries[3],
            m21: entries[4], m22: entries[5], m23: entries[6], m24: entries[7],
            m31: entries[8], m32: entries[9], m33: entries[10], m34: entries[11],
            m41: entries[12], m42: entries[13], m43: entries[14], m44: entries[15])
    }

    /// The sixteen entries in row-major order, `m11` first and `m44` last (the order of
    /// ``init(entries:)`` and of CSS `matrix3d()`).
    public var entries: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// The identity matrix, `CATransform3DIdentity`.
    public static let identity = Matrix3D(
        m11: 1, m12: 0, m13: 0, m14: 0,
        m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)

    /// Whether every entry equals the identity's.
    public var isIdentity: Bool { self == .identity }

    /// Whether every entry is finite.
    public var isFinite: Bool {
        m11.isFinite && m12.isFinite && m13.isFinite && m14.isFinite && m21.isFinite && m22.isFinite
            && m23.isFinite && m24.isFinite && m31.isFinite && m32.isFinite && m33.isFinite
            && m34.isFinite && m41.isFinite && m42.isFinite && m43.isFinite && m44.isFinite
    }

    /// Whether the matrix is a 2D matrix as CSS Transforms defines one: `m13 m14 m23 m24 m31 m32 m34
    /// m43` are 0 and `m33 m44` are 1, so it equals a CSS `matrix(a, b, c, d, e, f)` (a
    /// `CGAffineTransform`).
    ///
    /// Interpolation decomposes a 2D matrix with the engines' 2D algorithm and any other with the
    /// 3D one (``DecomposedMatrix3D/init(interpolating:)``).
    public var is2D: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0
            && m43 == 0 && m44 == 1
    }

    /// The same test as ``is2D``, under the name `CATransform3DIsAffine` users look for.
    public var isAffine2D: Bool { is2D }

    /// The product `self · other`: `self` applied to a point first, then `other`, exactly
    /// `CATransform3DConcat(self, other)`.
    ///
    /// Additive and cumulative transforms compose as matrix products, never component-wise. CSS's
    /// `composite: add` appends the added list to the underlying one, so the added value applies to
    /// a point first: `added.concatenating(underlying)` in this layout. Apple documents only that
    /// additive transforms are "concatenated"; the track model states the order it uses.
    public func concatenating(_ other: Matrix3D) -> Matrix3D {
        let a = self
        let b = other
        return Matrix3D(
            m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31 + a.m14 * b.m41,
            m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32 + a.m14 * b.m42,
            m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33 + a.m14 * b.m43,
            m14: a.m11 * b.m14 + a.m12 * b.m24 + a.m13 * b.m34 + a.m14 * b.m44,
            m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31 + a.m24 * b.m41,
            m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32 + a.m24 * b.m42,
            m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33 + a.m24 * b.m43,
            m24: a.m21 * b.m14 + a.m22 * b.m24 + a.m23 * b.m34 + a.m24 * b.m44,
            m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31 + a.m34 * b.m41,
            m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32 + a.m34 * b.m42,
            m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33 + a.m34 * b.m43,
            m34: a.m31 * b.m14 + a.m32 * b.m24 + a.m33 * b.m34 + a.m34 * b.m44,
            m41: a.m41 * b.m11 + a.m42 * b.m21 + a.m43 * b.m31 + a.m44 * b.m41,
            m42: a.m41 * b.m12 + a.m42 * b.m22 + a.m43 * b.m32 + a.m44 * b.m42,
            m43: a.m41 * b.m13 + a.m42 * b.m23 + a.m43 * b.m33 + a.m44 * b.m43,
            m44: a.m41 * b.m14 + a.m42 * b.m24 + a.m43 * b.m34 + a.m44 * b.m44)
    }

    /// The homogeneous image of the point (`x`, `y`, `z`): the row `(x, y, z, 1) · M`.
    ///
    /// Divide `x`, `y`, `z` by `w` for the projected point; `w` ≤ 0 means the point lies at or behind
    /// the eye of a perspective, where Core Animation and browsers clip.
    public func project(x: Double, y: Double, z: Double) -> (x: Double, y: Double, z: Double, w: Double) {
        (
            x: x * m11 + y * m21 + z * m31 + m41,
            y: x * m12 + y * m22 + z * m32 + m42,
            z: x * m13 + y * m23 + z * m33 + m43,
            w: x * m14 + y * m24 + z * m34 + m44
        )
    }
}
