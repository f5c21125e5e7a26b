import Platform
import Testing

@testable import EffectsRegistry

/// The engines' 2D decomposition of hand-worked matrices: translation, rotation, one xy shear and
/// scale (csswg-drafts #3713, as Chromium decomposes), and the recomposition back.
@Suite struct Decomposition2DTests {
    private func expectParts(
        _ matrix: Matrix3D, translation: (Double, Double) = (0, 0), scale: (Double, Double) = (1, 1),
        skew: Double = 0, angle: Double = 0, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let parts = try #require(DecomposedMatrix3D(matrix2D: matrix), sourceLocation: sourceLocation)
        let pairs = [
            (parts.translation.x, translation.0), (parts.translation.y, translation.1),
            (parts.translation.z, 0),
            (parts.scale.x, scale.0), (parts.scale.y, scale.1), (parts.scale.z, 1), (parts.skew.x, skew),
            (parts.skew.y, 0), (parts.skew.z, 0), (parts.quaternion.x, 0), (parts.quaternion.y, 0),
            (parts.quaternion.z, Math.sin(angle / 2)), (parts.quaternion.w, Math.cos(angle / 2)),
        ]
        for (a, e) in pairs { expectClose(a, e, sourceLocation: sourceLocation) }
        #expect(parts.perspective == Vector4D(x: 0, y: 0, z: 0, w: 1), sourceLocation: sourceLocation)
        expectMatrix(parts.matrix, matrix, sourceLocation: sourceLocation)
    }

    @Test func primitivesLandInTheirOwnParts() throws {
        try expectParts(.identity)
        try expectParts(matrix2D(1, 0, 0, 1, 7, -8), translation: (7, -8))
        try expectParts(matrix2D(2, 0, 0, 3, 0, 0), scale: (2, 3))
        try expectParts(TransformFunction.rotate(.pi / 6).matrix, angle: .pi / 6)
    }

    @Test func aHalfTurnHasTheAngleOfM12sSign() throws {
        // atan2(m12, m11) is in (−π, π]: sin π = +1.2e-16 gives +π, sin(−π) gives −π.
        try expectParts(TransformFunction.rotate(.pi).matrix, angle: .pi)
        try expectParts(TransformFunction.rotate(-.pi).matrix, angle: -.pi)
    }

    @Test func anXSkewIsTheShear() throws {
        // skewX(30deg): columns (1, 0) and (tan 30°, 1); the projection of the second on the first is
        // tan 30° = 0.5773502691896257, and what remains, (0, 1), is unit.
        try expectParts(TransformFunction.skewX(.pi / 6).matrix, skew: 0.5773502691896257)
    }

    @Test func aYSkewIsARotatedXSkew() throws {
        // skewY(30deg): columns (1, tan 30°) and (0, 1). |(1, tan 30°)| = sec 30° = 2/√3, unit
        // (cos 30°, sin 30°), so the angle is 30°; the projection of (0, 1) on it is sin 30° = 1/2,
        // the rest (−cos 30°/2, 3/4) has length √3/2, and the shear is (1/2)/(√3/2) = 1/√3.
        try expectParts(
            TransformFunction.skewY(.pi / 6).matrix, scale: (1.1547005383792515, 0.8660254037844386),
            skew: 0.5773502691896257, angle: .pi / 6)
    }

    @Test func aRotatedSkewRecomposesToItself() throws {
        // Angle, shear and both scales are non-trivial, so the order T · R · K · S is tested; the
        // shear of skewX(0.35) · scale(2, 0.5) is tan 0.35.
        let matrix = TransformList([
            .translate(x: 3, y: 4), .rotate(.pi / 6), .skewX(0.35), .scale(x: 2, y: 0.5),
        ]).matrix
        try expectParts(
            matrix, translation: (3, 4), scale: (2, 0.5), skew: Math.sin(0.35) / Math.cos(0.35),
            angle: .pi / 6)
    }

    @Test func aReflectionFlipsTheAxisWithTheSmallerDiagonal() throws {
        // Determinant < 0: x flips when m11 < m22, else y.
        try expectParts(matrix2D(-1, 0, 0, 1, 0, 0), scale: (-1, 1))
        try expectParts(matrix2D(1, 0, 0, -1, 0, 0), scale: (1, -1))
    }

    @Test func singularAnd3DMatricesDoNotDecompose() {
        #expect(DecomposedMatrix3D(matrix2D: matrix2D(1, 2, 2, 4, 0, 0)) == nil)
        #expect(DecomposedMatrix3D(matrix2D: .translation(x: 0, y: 0, z: 1)) == nil)
    }

    @Test func skewedMatricesInterpolateTheirShear() {
        // matrix(1, 0, 0, 7, 0, 0) is scale (1, 7); matrix(7, 0, 1, 1, 0, 0) is scale (7, 1) with
        // shear 1. Half way: scale (4, 4), shear 1/2, so matrix(4, 0, 2, 4, 0, 0), as in Chromium and
        // web-platform-tests (the specification's older 2D algorithm gave m21, m22 = 1.487, 3.591).
        let interpolation = MatrixInterpolation(
            from: matrix2D(1, 0, 0, 7, 0, 0), to: matrix2D(7, 0, 1, 1, 0, 0))
        expectMatrix(interpolation.matrix(at: 0.5), matrix2D(4, 0, 2, 4, 0, 0))
        #expect(interpolation.is2D)
    }
}
