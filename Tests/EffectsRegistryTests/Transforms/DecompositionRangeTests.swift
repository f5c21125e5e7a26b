import Testing

@testable import EffectsRegistry

/// Decomposition and rotation at the ends of Double's range: huge or tiny but finite input either
/// interpolates with finite parts or falls back to the discrete switch, and the endpoints come back
/// exactly.
@Suite struct DecompositionRangeTests {
    private let degrees = Double.pi / 180

    /// `scale(1e160)` to `rotate(10deg) translate(1)`: the squares of 1e160 overflow, so the
    /// determinant and the plain lengths were infinite and even the start keyframe was lost.
    @Test func hugeScaleInterpolatesFinitely() throws {
        let from = TransformList([.scale(x: 1e160, y: 1e160)])
        let to = TransformList([.rotate(10 * degrees), .translate(x: 1, y: 0)])
        let interpolation = TransformInterpolation(from: from, to: to)
        #expect(interpolation.matrix(at: 0) == from.matrix)
        expectMatrix(interpolation.matrix(at: 1), to.matrix)
        let middle = interpolation.matrix(at: 0.5)
        #expect(middle.isFinite)
        // Half way the scale is (1e160 + 1) / 2 and the angle 5°.
        let expected = Matrix3D.scale(x: 5e159, y: 5e159, z: 1).concatenating(
            .rotation(angle: 5 * degrees, x: 0, y: 0, z: 1))
        for (a, e) in zip(middle.entries.prefix(8), expected.entries.prefix(8)) {
            expectClose(a / 5e159, e / 5e159)
        }
        let parts = try #require(DecomposedMatrix3D(matrix2D: from.matrix))
        #expect(parts.scale.x == 1e160 && parts.scale.y == 1e160)
    }

    /// A part that overflows even hypot-style (a row of length √2 · 1.7e308) is no decomposition,
    /// and the interpolation is CSS's discrete switch at 0.5.
    @Test func overflowingPartsFallBackToDiscrete() {
        let huge = matrix2D(1.7e308, 1.7e308, 0, 1, 0, 0)
        #expect(DecomposedMatrix3D(matrix2D: huge) == nil)
        #expect(DecomposedMatrix3D(matrix: huge) == nil)
        let interpolation = MatrixInterpolation(from: huge, to: .identity)
        #expect(interpolation == .discrete(from: huge, to: .identity))
        #expect(interpolation.matrix(at: 0.25) == huge)
        #expect(interpolation.matrix(at: 0.5) == .identity)
    }

    /// The 3D decomposition's lengths are hypot-style too: `scale3d(1e160, 1, 2)` keeps its scale.
    @Test func hugeScale3DDecomposes() throws {
        let matrix = Matrix3D.scale(x: 1e160, y: 1, z: 2)
        let parts = try #require(DecomposedMatrix3D(matrix: matrix))
        expectClose(parts.scale.x / 1e160, 1)
        expectClose(parts.scale.y, 1)
        expectClose(parts.scale.z, 2)
        let interpolation = MatrixInterpolation(
            from: matrix, to: .rotation(angle: 10 * degrees, x: 1, y: 0, z: 0))
        #expect(interpolation.matrix(at: 0.5).isFinite)
    }

    /// Amounts exactly 0 and 1 give the endpoints recomposed, as Chromium does: a 3D matrix with
    /// `m44` = 2 comes back divided by it (the same projective transform; it used to come back as
    /// given), a 2D one to rounding.
    @Test func endpointsAreRecomposed() {
        var weighted = Matrix3D.rotation(angle: 0.3, x: 1, y: 2, z: 3)
        weighted.m44 = 2
        let to = Matrix3D.rotation(angle: 1.1, x: 0, y: 0, z: 1).concatenating(
            .translation(x: 0.1, y: 0.7, z: 0))
        let interpolation = MatrixInterpolation(from: weighted, to: to)
        var normalised = Matrix3D.rotation(angle: 0.3, x: 1, y: 2, z: 3)
        for keyPath in [\Matrix3D.m11, \.m12, \.m13, \.m21, \.m22, \.m23, \.m31, \.m32, \.m33] {
            normalised[keyPath: keyPath] /= 2
        }
        expectMatrix(interpolation.matrix(at: 0), normalised)
        #expect(interpolation.matrix(at: 0).m44 == 1)
        expectMatrix(interpolation.matrix(at: 1), to)
        let from2D = matrix2D(0.3, 0.7, -0.9, 1.3, 5, 7)
        let plane = MatrixInterpolation(from: from2D, to: matrix2D(1.1, 0.2, 0.4, 0.9, 1, 2))
        expectMatrix(plane.matrix(at: 0), from2D)
        expectMatrix(plane.matrix(at: 1), matrix2D(1.1, 0.2, 0.4, 0.9, 1, 2))
    }

    /// `rotate3d` with a huge or tiny axis turns about the normalised axis, as CSS does; a zero axis
    /// is still the identity.
    @Test func rotationAxisAtAnyMagnitude() {
        let expected = Matrix3D.rotation(angle: 10 * degrees, x: 1, y: 1, z: 0)
        expectMatrix(Matrix3D.rotation(angle: 10 * degrees, x: 1e200, y: 1e200, z: 0), expected)
        expectMatrix(Matrix3D.rotation(angle: 10 * degrees, x: 1e-200, y: 1e-200, z: 0), expected)
        expectMatrix(Matrix3D.rotation(angle: 10 * degrees, x: 1.7e308, y: 1.7e308, z: 0), expected)
        expectMatrix(
            Matrix3D.rotation(
                angle: 10 * degrees, x: Double.leastNonzeroMagnitude, y: Double.leastNonzeroMagnitude, z: 0),
            expected)
        #expect(Matrix3D.rotation(angle: 10 * degrees, x: 0, y: 0, z: 0) == .identity)
        #expect(expected != .identity)
    }
}
