extension DecomposedMatrix3D {
    /// The decomposition of `matrix`, following CSS Transforms Level 2's pseudo-code step by step.
    ///
    /// `nil` when the matrix cannot be decomposed (`m44` is 0, the upper 3 × 3 part is singular, or
    /// a part is not finite), where CSS falls back to a discrete change. Lengths are hypot-style,
    /// so a huge but finite scale decomposes.
    ///
    /// The quaternion has the spec's signs: `w ≥ 0`, and x, y, z take their signs from the
    /// antisymmetric part of the rotation (`x` is negative when `m32 > m23`, `y` when `m13 > m31`,
    /// `z` when `m21 > m12`). A half turn about z has `w` = 0 (or a rounding error) and `z` = +1
    /// unless rounding says otherwise: `rotate(180deg)` decomposes to `(0, 0, 1, 0)` (`sin π` puts
    /// +1.2e-16 in `m12`), `rotate(-180deg)` to `(0, 0, −1, 0)`, as in Chromium. The components are
    /// computed stably (see ``Quaternion/init(rotationRows:_:_:)``), not with the spec's four square
    /// roots, which lose half the digits of the small components.
    ///
    /// The matrix is divided by `m44` first, as the spec does, so ``matrix`` recomposes
    /// `input / input.m44`: the same projective transform, with `m44` = 1 when it had none.
    public init?(matrix input: Matrix3D) {
        guard input.m44 != 0, input.isFinite else { return nil }
        let m = input.m44 == 1 ? input : input.dividedByWeight
        // The upper 3 × 3 part with translation and no perspective, to solve for the perspective
        // and to test the singularity.
        var perspectiveMatrix = m
        perspectiveMatrix.m14 = 0
        perspectiveMatrix.m24 = 0
        perspectiveMatrix.m34 = 0
        perspectiveMatrix.m44 = 1
        guard perspectiveMatrix.determinant != 0, let inverse = perspectiveMatrix.inverse else { return nil }

        let perspective = Self.perspectiveColumn(of: m, inverse: inverse)
        let translation = Vector3D(x: m.m41, y: m.m42, z: m.m43)

        var row0 = Vector3D(x: m.m11, y: m.m12, z: m.m13)
        var row1 = Vector3D(x: m.m21, y: m.m22, z: m.m23)
        var row2 = Vector3D(x: m.m31, y: m.m32, z: m.m33)
        var scale = Vector3D(x: row0.length, y: 0, z: 0)
        row0 = row0.normalized
        var skew = Vector3D(x: row0.dot(row1), y: 0, z: 0)
        row1 = row1.combined(1, row0, -skew.x)
        scale.y = row1.length
        row1 = row1.normalized
        skew.x /= scale.y
        skew.y = row0.dot(row2)
        row2 = row2.combined(1, row0, -skew.y)
        skew.z = row1.dot(row2)
        row2 = row2.combined(1, row1, -skew.z)
        scale.z = row2.length
        row2 = row2.normalized
        skew.y /= scale.z
        skew.z /= scale.z

        // A coordinate system flip (determinant −1) negates the matrix and the scales.
        if row0.dot(row1.cross(row2)) < 0 {
            scale = Vector3D(x: -scale.x, y: -scale.y, z: -scale.z)
            row0 = Vector3D(x: -row0.x, y: -row0.y, z: -row0.z)
            row1 = Vector3D(x: -row1.x, y: -row1.y, z: -row1.z)
            row2 = Vector3D(x: -row2.x, y: -row2.y, z: -row2.z)
        }

        let quaternion = Quaternion(rotationRows: row0, row1, row2)
        // A part that overflowed (or a NaN from inf − inf) would make every interpolated frame
        // non-finite; CSS's discrete fallback is the better answer.
        let parts = [
            translation.x, translation.y, translation.z, scale.x, scale.y, scale.z, skew.x, skew.y, skew.z,
            perspective.x, perspective.y, perspective.z, perspective.w, quaternion.x, quaternion.y,
            quaternion.z, quaternion.w,
        ]
        guard parts.allSatisfy(\.isFinite) else { return nil }

        self.init(
            translation: translation, scale: scale, skew: skew, perspective: perspective,
            quaternion: quaternion)
    }

    /// The matrix the parts recompose to, CSS Transforms Level 2 § "Recomposing to a 3D matrix" in
    /// ``Matrix3D``'s row-vector layout: `S · K_xy · K_xz · K_yz · R · T · P`, so that
    /// `DecomposedMatrix3D(matrix: m)?.matrix` gives `m / m.m44` back (to rounding) for every matrix
    /// that decomposes.
    public var matrix: Matrix3D {
        // Perspective, then translation applied before it: T · P.
        var result = Matrix3D.identity
        result.m14 = perspective.x
        result.m24 = perspective.y
        result.m34 = perspective.z
        result.m44 = perspective.w
        result = Matrix3D.translation(x: translation.x, y: translation.y, z: translation.z)
            .concatenating(result)
        result = quaternion.matrix.concatenating(result)
        // The spec's temp matrices: yz shear puts skew.z in m32, xz puts skew.y in m31, xy puts
        // skew.x in m21; the spec multiplies yz first, so it ends up nearest the rotation.
        if skew.z != 0 {
            var shear = Matrix3D.identity
            shear.m32 = skew.z
            result = shear.concatenating(result)
        }
        if skew.y != 0 {
            var shear = Matrix3D.identity
            shear.m31 = skew.y
            result = shear.concatenating(result)
        }
        if skew.x != 0 {
            var shear = Matrix3D.identity
            shear.m21 = skew.x
            result = shear.concatenating(result)
        }
        // Scale: row i times scale i.
        result.m11 *= scale.x
        result.m12 *= scale.x
        result.m13 *= scale.x
        result.m14 *= scale.x
        result.m21 *= scale.y
        result.m22 *= scale.y
        result.m23 *= scale.y
        result.m24 *= scale.y
        result.m31 *= scale.z
        result.m32 *= scale.z
        result.m33 *= scale.z
        result.m34 *= scale.z
        return result
    }

    /// The perspective column (m14, m24, m34, m44) solved for through the inverse of the matrix's
    /// upper part (the spec's multVecMatrix with the transposed inverse); (0, 0, 0, 1) without one.
    private static func perspectiveColumn(of m: Matrix3D, inverse: Matrix3D) -> Vector4D {
        guard m.m14 != 0 || m.m24 != 0 || m.m34 != 0 else { return Vector4D(x: 0, y: 0, z: 0, w: 1) }
        let (r0, r1, r2, r3) = (m.m14, m.m24, m.m34, m.m44)
        return Vector4D(
            x: inverse.m11 * r0 + inverse.m12 * r1 + inverse.m13 * r2 + inverse.m14 * r3,
            y: inverse.m21 * r0 + inverse.m22 * r1 + inverse.m23 * r2 + inverse.m24 * r3,
            z: inverse.m31 * r0 + inverse.m32 * r1 + inverse.m33 * r2 + inverse.m34 * r3,
            w: inverse.m41 * r0 + inverse.m42 * r1 + inverse.m43 * r2 + inverse.m44 * r3)
    }
}

extension Matrix3D {
    /// Every entry divided by `m44`, the spec's normalisation.
    fileprivate var dividedByWeight: Matrix3D {
        let w = m44
        return Matrix3D(
            m11: m11 / w, m12: m12 / w, m13: m13 / w, m14: m14 / w, m21: m21 / w, m22: m22 / w, m23: m23 / w,
            m24: m24 / w, m31: m31 / w, m32: m32 / w, m33: m33 / w, m34: m34 / w, m41: m41 / w, m42: m42 / w,
            m43: m43 / w, m44: 1)
    }
}

extension Vector3D {
    fileprivate var normalized: Vector3D {
        let length = self.length
        return length == 0 ? self : Vector3D(x: x / length, y: y / length, z: z / length)
    }

    fileprivate func dot(_ other: Vector3D) -> Double { x * other.x + y * other.y + z * other.z }

    fileprivate func cross(_ other: Vector3D) -> Vector3D {
        Vector3D(x: y * other.z - z * other.y, y: z * other.x - x * other.z, z: x * other.y - y * other.x)
    }

    /// `a·self + b·other`, the spec's `combine`.
    fileprivate func combined(_ a: Double, _ other: Vector3D, _ b: Double) -> Vector3D {
        Vector3D(x: a * x + b * other.x, y: a * y + b * other.y, z: a * z + b * other.z)
    }
}
