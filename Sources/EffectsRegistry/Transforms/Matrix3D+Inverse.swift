extension Matrix3D {
    /// The determinant of the whole 4 × 4 matrix.
    public var determinant: Double {
        let minors = Minors(self)
        return minors.determinant
    }

    /// The inverse matrix, `CATransform3DInvert`; `nil` when the matrix is singular (determinant 0) or
    /// the inverse is not finite, where Core Animation would return the matrix unchanged.
    public var inverse: Matrix3D? {
        let minors = Minors(self)
        let determinant = minors.determinant
        guard determinant != 0, determinant.isFinite else { return nil }
        let scale = 1 / determinant
        let (a, s, c) = (self, minors.upper, minors.lower)
        let inverse = Matrix3D(
            m11: (a.m22 * c.5 - a.m23 * c.4 + a.m24 * c.3) * scale,
            m12: (-a.m12 * c.5 + a.m13 * c.4 - a.m14 * c.3) * scale,
            m13: (a.m42 * s.5 - a.m43 * s.4 + a.m44 * s.3) * scale,
            m14: (-a.m32 * s.5 + a.m33 * s.4 - a.m34 * s.3) * scale,
            m21: (-a.m21 * c.5 + a.m23 * c.2 - a.m24 * c.1) * scale,
            m22: (a.m11 * c.5 - a.m13 * c.2 + a.m14 * c.1) * scale,
            m23: (-a.m41 * s.5 + a.m43 * s.2 - a.m44 * s.1) * scale,
            m24: (a.m31 * s.5 - a.m33 * s.2 + a.m34 * s.1) * scale,
            m31: (a.m21 * c.4 - a.m22 * c.2 + a.m24 * c.0) * scale,
            m32: (-a.m11 * c.4 + a.m12 * c.2 - a.m14 * c.0) * scale,
            m33: (a.m41 * s.4 - a.m42 * s.2 + a.m44 * s.0) * scale,
            m34: (-a.m31 * s.4 + a.m32 * s.2 - a.m34 * s.0) * scale,
            m41: (-a.m21 * c.3 + a.m22 * c.1 - a.m23 * c.0) * scale,
            m42: (a.m11 * c.3 - a.m12 * c.1 + a.m13 * c.0) * scale,
            m43: (-a.m41 * s.3 + a.m42 * s.1 - a.m43 * s.0) * scale,
            m44: (a.m31 * s.3 - a.m32 * s.1 + a.m33 * s.0) * scale)
        return inverse.isFinite ? inverse : nil
    }
}

/// The 2 × 2 minors of the top two rows (`upper`) and the bottom two rows (`lower`), from which the
/// determinant and every cofactor follow (Laplace expansion by complementary minors).
private struct Minors {
    var upper: (Double, Double, Double, Double, Double, Double)
    var lower: (Double, Double, Double, Double, Double, Double)

    init(_ a: Matrix3D) {
        upper = (
            a.m11 * a.m22 - a.m21 * a.m12, a.m11 * a.m23 - a.m21 * a.m13, a.m11 * a.m24 - a.m21 * a.m14,
            a.m12 * a.m23 - a.m22 * a.m13, a.m12 * a.m24 - a.m22 * a.m14, a.m13 * a.m24 - a.m23 * a.m14
        )
        lower = (
            a.m31 * a.m42 - a.m41 * a.m32, a.m31 * a.m43 - a.m41 * a.m33, a.m31 * a.m44 - a.m41 * a.m34,
            a.m32 * a.m43 - a.m42 * a.m33, a.m32 * a.m44 - a.m42 * a.m34, a.m33 * a.m44 - a.m43 * a.m34
        )
    }

    var determinant: Double {
        let (s, c) = (upper, lower)
        return s.0 * c.5 - s.1 * c.4 + s.2 * c.3 + s.3 * c.2 - s.4 * c.1 + s.5 * c.0
    }
}
