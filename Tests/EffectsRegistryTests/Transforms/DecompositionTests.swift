import Testing

@testable import EffectsRegistry

/// CSS Transforms Level 2's 3D decomposition of hand-worked matrices, and the recomposition back.
///
/// Each expected decomposition is worked by hand from the matrix: a primitive puts its numbers in
/// exactly one part; a rotation by a about a unit axis u is the quaternion (u·sin(a/2), cos(a/2)).
@Suite struct DecompositionTests {
    private func expectParts(
        _ matrix: Matrix3D, translation: [Double] = [0, 0, 0], scale: [Double] = [1, 1, 1],
        skew: [Double] = [0, 0, 0], perspective: [Double] = [0, 0, 0, 1],
        quaternion: [Double] = [0, 0, 0, 1],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let parts = try #require(DecomposedMatrix3D(matrix: matrix), sourceLocation: sourceLocation)
        let actual = [
            parts.translation.x, parts.translation.y, parts.translation.z, parts.scale.x, parts.scale.y,
            parts.scale.z, parts.skew.x, parts.skew.y, parts.skew.z, parts.perspective.x, parts.perspective.y,
            parts.perspective.z, parts.perspective.w, parts.quaternion.x, parts.quaternion.y,
            parts.quaternion.z,
            parts.quaternion.w,
        ]
        let expected = translation + scale + skew + perspective + quaternion
        for (a, e) in zip(actual, expected) { expectClose(a, e, sourceLocation: sourceLocation) }
        expectMatrix(parts.matrix, matrix, sourceLocation: sourceLocation)
    }

    @Test func theIdentityHasNoParts() throws {
        try expectParts(.identity)
        #expect(DecomposedMatrix3D(matrix: .identity) == .identity)
    }

    @Test func translationAndScaleLandInTheirOwnParts() throws {
        try expectParts(.translation(x: 10, y: -20, z: 30), translation: [10, -20, 30])
        try expectParts(.scale(x: 2, y: 3, z: 4), scale: [2, 3, 4])
    }

    @Test func rotationsAboutEachAxisAreHalfAngleQuaternions() throws {
        // sin 15°, cos 15° for a 30° turn.
        let (s, c) = (0.25881904510252074, 0.9659258262890683)
        try expectParts(.rotation(angle: .pi / 6, x: 1, y: 0, z: 0), quaternion: [s, 0, 0, c])
        try expectParts(.rotation(angle: .pi / 6, x: 0, y: 1, z: 0), quaternion: [0, s, 0, c])
        try expectParts(.rotation(angle: .pi / 6, x: 0, y: 0, z: 1), quaternion: [0, 0, s, c])
        try expectParts(.rotation(angle: -.pi / 6, x: 0, y: 0, z: 1), quaternion: [0, 0, -s, c])
    }

    @Test func aHalfTurnAboutZTakesThePositiveAxis() throws {
        // w = ½√(1 + trace) = 0, and the sign of z comes from m21 > m12: rotate(180deg) has
        // m12 = sin π = +1.2e-16, m21 = −1.2e-16, so z stays +1 (Chromium's choice too); a half turn
        // written with exact zeros (matrix(-1, 0, 0, -1, 0, 0)) also gives +1.
        try expectParts(TransformFunction.rotate(.pi).matrix, quaternion: [0, 0, 1, 0])
        try expectParts(matrix2D(-1, 0, 0, -1, 0, 0), quaternion: [0, 0, 1, 0])
        try expectParts(TransformFunction.rotate(-.pi).matrix, quaternion: [0, 0, -1, 0])
    }

    @Test func aSkewIsAShearFactor() throws {
        // skewX(30deg): the y axis maps to (tan 30°, 1, 0); against the x axis that is an xy shear
        // of tan 30° = 0.5773502691896257 with unit scales.
        try expectParts(TransformFunction.skewX(.pi / 6).matrix, skew: [0.5773502691896257, 0, 0])
    }

    @Test func perspectiveIsSolvedOutAsItsRow() throws {
        try expectParts(.perspective(distance: 400), perspective: [0, 0, -0.0025, 1])
        // perspective(400px) rotateY(45deg): the rotation applies first, so the perspective row is
        // still (0, 0, −1/400, 1) once the rotation is divided out (hand-worked: Rᵀ·(m14, m24, m34, m44)).
        let (s, c) = (0.3826834323650898, 0.9238795325112867)
        let list = TransformList([.perspective(400), .rotateY(.pi / 4)])
        try expectParts(list.matrix, perspective: [0, 0, -0.0025, 1], quaternion: [0, s, 0, c])
    }

    @Test func aHalfTurnAboutADiagonalAxisKeepsItsAxis() throws {
        // rotate3d(1, -1, 0, 180deg) is (1/√2, −1/√2, 0, 0); the spec's four square roots would give
        // (1/√2, +1/√2, 0, 0), a half turn about the other diagonal.
        let r = 0.7071067811865476
        try expectParts(.rotation(angle: .pi, x: 1, y: -1, z: 0), quaternion: [r, -r, 0, 0])
    }

    @Test func aReflectionNegatesEveryScaleAndTurnsHalfwayAboutX() throws {
        // scale(-1, 1, 1) has determinant −1: the spec negates the three scales and the rows,
        // leaving diag(1, −1, −1), a half turn about x.
        try expectParts(.scale(x: -1, y: 1, z: 1), scale: [-1, -1, -1], quaternion: [1, 0, 0, 0])
    }

    @Test func singularMatricesDoNotDecompose() {
        #expect(DecomposedMatrix3D(matrix: .scale(x: 0, y: 1, z: 1)) == nil)
        var noWeight = Matrix3D.identity
        noWeight.m44 = 0
        #expect(DecomposedMatrix3D(matrix: noWeight) == nil)
    }

    @Test func aGeneralMatrixRecomposesToItself() throws {
        let list = TransformList([
            .perspective(500), .translate3d(x: 10, y: 20, z: -30), .rotate3d(x: 1, y: 2, z: 3, angle: 1.1),
            .skew(x: 0.3, y: -0.2), .scale3d(x: 2, y: -0.5, z: 1.5),
        ])
        let matrix = list.matrix
        let parts = try #require(DecomposedMatrix3D(matrix: matrix))
        // The decomposition divides by m44 (1.06 here: the perspective sees z = −30), so the
        // recomposition is the same projective matrix with m44 = 1.
        #expect(abs(matrix.m44 - 1.06) < 1e-12)
        expectMatrix(parts.matrix, Matrix3D(entries: matrix.entries.map { $0 / matrix.m44 }) ?? matrix)
    }
}
