import Platform

extension DecomposedMatrix3D {
    /// The decomposition browsers give a 2D matrix: translation, rotation, one xy shear and scale,
    /// in the parts of a 3D decomposition so that both kinds interpolate and recompose alike.
    ///
    /// This is the algorithm proposed in the CSS working group's issue on inconsistent 2D and 3D
    /// decomposition (csswg-drafts #3713), which Chromium implements and web-platform-tests'
    /// `css/css-transforms/animation/transform-interpolation-*` expect; it replaced CSS Transforms
    /// Level 1's 2D algorithm (a rotation and a remaining 2 × 2 matrix), which no engine ships. With
    /// `matrix(a, b, c, d, e, f)` written as `translate(e, f) · rotate(θ) · skewX(atan k) ·
    /// scale(sx, sy)`:
    /// - `sx = ±|(a, b)|`, `k·sy` the projection of `(c, d)` on the unit `(a, b)`/`sx`, `sy = ±|(c, d)
    ///   − k·sy·(a, b)/sx|`, and `θ = atan2(b/sx, a/sx)`, a z-only quaternion with `w ≥ 0`;
    /// - a negative determinant negates one scale: `sx` when `a < d`, otherwise `sy`.
    ///
    /// `nil` when `matrix` is not 2D (``Matrix3D/is2D``), its 2 × 2 part is singular, or a part is
    /// not finite: the interpolation then switches discretely. Lengths are hypot-style, so a huge
    /// but finite scale decomposes.
    public init?(matrix2D matrix: Matrix3D) {
        guard matrix.is2D, matrix.isFinite else { return nil }
        var (a, b, c, d) = (matrix.m11, matrix.m12, matrix.m21, matrix.m22)
        let lengthX = Vector3D(x: a, y: b, z: 0).length
        let lengthY = Vector3D(x: c, y: d, z: 0).length
        guard lengthX > 0, lengthY > 0 else { return nil }
        // The determinant's sign and zero test use the columns divided by their lengths, which
        // cannot overflow where the plain product would.
        let determinant = (a / lengthX) * (d / lengthY) - (b / lengthX) * (c / lengthY)
        guard determinant != 0 else { return nil }
        let flipsX = determinant < 0 && a < d
        let flipsY = determinant < 0 && !flipsX
        let scaleX = flipsX ? -lengthX : lengthX
        a /= scaleX
        b /= scaleX
        let shear = a * c + b * d
        c -= a * shear
        d -= b * shear
        let rest = Vector3D(x: c, y: d, z: 0).length
        let scaleY = flipsY ? -rest : rest
        let skew = shear / scaleY
        let angle = Math.atan2(b, a)
        let quaternion = Quaternion(x: 0, y: 0, z: Math.sin(angle / 2), w: Math.cos(angle / 2))
        guard [scaleX, scaleY, skew, quaternion.z, quaternion.w].allSatisfy(\.isFinite), scaleY != 0 else {
            return nil
        }
        self.init(
            translation: Vector3D(x: matrix.m41, y: matrix.m42, z: 0),
            scale: Vector3D(x: scaleX, y: scaleY, z: 1),
            skew: Vector3D(x: skew, y: 0, z: 0), perspective: Vector4D(x: 0, y: 0, z: 0, w: 1),
            quaternion: quaternion)
    }

    /// The decomposition interpolation uses: the 2D one for a 2D matrix (``init(matrix2D:)``), the
    /// 3D one otherwise (``init(matrix:)``), as browsers choose for each matrix on its own.
    public init?(interpolating matrix: Matrix3D) {
        if matrix.is2D {
            self.init(matrix2D: matrix)
        } else {
            self.init(matrix: matrix)
        }
    }
}
