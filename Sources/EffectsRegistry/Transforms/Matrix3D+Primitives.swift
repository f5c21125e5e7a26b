import Platform

extension Matrix3D {
    /// A translation by (`x`, `y`, `z`) points, `CATransform3DMakeTranslation`: `m41 m42 m43`.
    public static func translation(x: Double, y: Double, z: Double) -> Matrix3D {
        var matrix = Matrix3D.identity
        matrix.m41 = x
        matrix.m42 = y
        matrix.m43 = z
        return matrix
    }

    /// A scale by (`x`, `y`, `z`), `CATransform3DMakeScale`: `m11 m22 m33`.
    public static func scale(x: Double, y: Double, z: Double) -> Matrix3D {
        var matrix = Matrix3D.identity
        matrix.m11 = x
        matrix.m22 = y
        matrix.m33 = z
        return matrix
    }

    /// A rotation by `angle` radians about the axis (`x`, `y`, `z`), `CATransform3DMakeRotation`.
    ///
    /// The axis is normalised first, at any finite magnitude; a zero (or non-finite) axis gives the
    /// identity, as CSS `rotate3d(0, 0, 0, a)` does. The sign is CA's and CSS `rotate3d()`'s: about z, a positive
    /// angle turns +x towards +y, which is clockwise on a screen whose y axis points down
    /// (`m11 = cos a`, `m12 = sin a`, `m21 = −sin a`, `m22 = cos a`).
    public static func rotation(angle: Double, x: Double, y: Double, z: Double) -> Matrix3D {
        var axis = Vector3D(x: x, y: y, z: z)
        let largest = max(abs(x), abs(y), abs(z))
        guard largest > 0, largest.isFinite else { return .identity }
        // A huge or tiny axis is brought near 1 first, so its squares neither overflow nor
        // underflow: rotate3d(1e200, 1e200, 0, a) turns about (1, 1, 0)/√2, as CSS normalises it.
        let sum = x * x + y * y + z * z
        if !(sum.isFinite && sum >= 0x1p-900) { axis = axis.unitScaled(by: largest) }
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        return rotation(
            angle: angle, unitAxis: Vector3D(x: axis.x / length, y: axis.y / length, z: axis.z / length))
    }

    /// A rotation by `angle` radians about an axis already normalised.
    static func rotation(angle: Double, unitAxis axis: Vector3D) -> Matrix3D {
        let (ux, uy, uz) = (axis.x, axis.y, axis.z)
        let sine = Math.sin(angle)
        let cosine = Math.cos(angle)
        let versine = 1 - cosine
        return Matrix3D(
            m11: versine * ux * ux + cosine, m12: versine * ux * uy + uz * sine,
            m13: versine * ux * uz - uy * sine, m14: 0,
            m21: versine * ux * uy - uz * sine, m22: versine * uy * uy + cosine,
            m23: versine * uy * uz + ux * sine, m24: 0,
            m31: versine * ux * uz + uy * sine, m32: versine * uy * uz - ux * sine,
            m33: versine * uz * uz + cosine, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// A perspective seen from `distance` points in front of the plane z = 0: `m34 = −1/distance`,
    /// the iOS idiom and CSS `perspective(d)`.
    ///
    /// A distance that is not positive and finite gives the identity, as CSS `perspective(none)`
    /// does (an infinite distance is no perspective at all). CSS also clamps distances below 1px to
    /// 1px; that is ``TransformFunction/perspective(_:)``'s business, not this matrix's.
    public static func perspective(distance: Double) -> Matrix3D {
        guard distance > 0, distance.isFinite else { return .identity }
        var matrix = Matrix3D.identity
        matrix.m34 = -1 / distance
        return matrix
    }

    /// A skew by the angles `x` and `y` in radians, CSS `skew(x, y)`: `m21 = tan x`, `m12 = tan y`.
    ///
    /// CSS's column-vector matrix is `[1 tan x; tan y 1]`, so a point moves by `x' = x + tan(ax)·y`
    /// and `y' = tan(ay)·x + y`; in this row-vector layout `tan x` lands in `m21`.
    public static func skew(x: Double, y: Double) -> Matrix3D {
        var matrix = Matrix3D.identity
        matrix.m21 = tangent(x)
        matrix.m12 = tangent(y)
        return matrix
    }

    /// The tangent of `angle` radians; the core's `Math` has sine and cosine only, and their quotient
    /// is within an ulp or two of the C library's `tan`.
    static func tangent(_ angle: Double) -> Double {
        angle == 0 ? 0 : Math.sin(angle) / Math.cos(angle)
    }
}
