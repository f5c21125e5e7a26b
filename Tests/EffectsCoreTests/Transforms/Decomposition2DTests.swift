import Testing

@testable import EffectsCore

/// CSS Transforms' 2D decomposition of hand-worked matrices: translation, scale, angle and the
/// remaining 2 × 2 matrix, and the recomposition back.
@Suite struct Decomposition2DTests {
    private func expectParts(
        _ matrix: Matrix3D, _ expected: DecomposedMatrix2D, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let parts = try #require(DecomposedMatrix2D(matrix: matrix), sourceLocation: sourceLocation)
        let pairs = [
            (parts.translationX, expected.translationX), (parts.translationY, expected.translationY),
            (parts.scaleX, expected.scaleX), (parts.scaleY, expected.scaleY), (parts.angle, expected.angle),
            (parts.m11, expected.m11), (parts.m12, expected.m12), (parts.m21, expected.m21),
            (parts.m22, expected.m22),
        ]
        for (a, e) in pairs { expectClose(a, e, sourceLocation: sourceLocation) }
        expectMatrix(parts.matrix, matrix, sourceLocation: sourceLocation)
    }

    private func parts(
        translation: (Double, Double) = (0, 0), scale: (Double, Double) = (1, 1), angle: Double = 0,
        remainder: (Double, Double, Double, Double) = (1, 0, 0, 1)
    ) -> DecomposedMatrix2D {
        DecomposedMatrix2D(
            translationX: translation.0, translationY: translation.1, scaleX: scale.0, scaleY: scale.1,
            angle: angle, m11: remainder.0, m12: remainder.1, m21: remainder.2, m22: remainder.3)
    }

    @Test func primitivesLandInTheirOwnParts() throws {
        try expectParts(.identity, parts())
        try expectParts(matrix2D(1, 0, 0, 1, 7, -8), parts(translation: (7, -8)))
        try expectParts(matrix2D(2, 0, 0, 3, 0, 0), parts(scale: (2, 3)))
        try expectParts(TransformFunction.rotate(.pi / 6).matrix, parts(angle: .pi / 6))
    }

    @Test func aHalfTurnHasTheAngleOfM12sSign() throws {
        // atan2(m12, m11) is in (−π, π]: sin π = +1.2e-16 gives +π, sin(−π) gives −π.
        try expectParts(TransformFunction.rotate(.pi).matrix, parts(angle: .pi))
        try expectParts(TransformFunction.rotate(-.pi).matrix, parts(angle: -.pi))
    }

    @Test func aSkewStaysInTheRemainder() throws {
        // skewX(30deg): rows (1, 0) and (tan 30°, 1); scale y = |row 1| = sec 30° = 1.1547005383792515,
        // and the normalised row 1 is (sin 30°, cos 30°).
        try expectParts(
            TransformFunction.skewX(.pi / 6).matrix,
            parts(scale: (1, 1.1547005383792515), remainder: (1, 0, 0.5, 0.8660254037844386)))
    }

    @Test func aRotatedSkewRecomposesToItself() throws {
        // Both the angle and the remainder are non-trivial, so the order S · R · K is tested.
        let matrix = TransformList([
            .translate(x: 3, y: 4), .rotate(.pi / 6), .skewX(0.35), .scale(x: 2, y: 0.5),
        ]).matrix
        let parts = try #require(DecomposedMatrix2D(matrix: matrix))
        #expect(parts.angle != 0 && parts.m21 != 0)
        expectMatrix(parts.matrix, matrix)
    }

    @Test func aReflectionFlipsTheAxisWithTheSmallerDiagonal() throws {
        // Determinant < 0: x flips when m11 < m22, else y.
        try expectParts(matrix2D(-1, 0, 0, 1, 0, 0), parts(scale: (-1, 1)))
        try expectParts(matrix2D(1, 0, 0, -1, 0, 0), parts(scale: (1, -1)))
    }

    @Test func singularAnd3DMatricesDoNotDecompose() {
        #expect(DecomposedMatrix2D(matrix: matrix2D(1, 2, 2, 4, 0, 0)) == nil)
        #expect(DecomposedMatrix2D(matrix: .translation(x: 0, y: 0, z: 1)) == nil)
    }
}
