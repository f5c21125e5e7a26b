import Testing

@testable import EffectsRegistry

@Suite struct Matrix3DTests {
    @Test func entriesAreRowMajorAsCATransform3DAndMatrix3d() {
        let entries = (1...16).map(Double.init)
        let matrix = Matrix3D(entries: entries)
        #expect(matrix?.m12 == 2)
        #expect(matrix?.m21 == 5)
        #expect(matrix?.m34 == 12)
        #expect(matrix?.m41 == 13)
        #expect(matrix?.entries == entries)
        #expect(Matrix3D(entries: [1, 2, 3]) == nil)
    }

    @Test func primitivesPutTheirNumbersWhereCoreAnimationDoes() {
        let translation = Matrix3D.translation(x: 1, y: 2, z: 3)
        #expect([translation.m41, translation.m42, translation.m43] == [1, 2, 3])
        let scale = Matrix3D.scale(x: 2, y: 3, z: 4)
        #expect([scale.m11, scale.m22, scale.m33] == [2, 3, 4])
        // About z, a positive angle turns +x towards +y: m12 = sin a, m21 = −sin a.
        let quarter = Matrix3D.rotation(angle: .pi / 2, x: 0, y: 0, z: 5)
        expectMatrix(quarter, matrix2D(0, 1, -1, 0, 0, 0))
        // About x: +y towards +z (m23 = sin a); about y: +z towards +x (m31 = sin a).
        let aboutX = Matrix3D.rotation(angle: .pi / 6, x: 1, y: 0, z: 0)
        expectClose(aboutX.m23, 0.5)
        expectClose(aboutX.m32, -0.5)
        let aboutY = Matrix3D.rotation(angle: .pi / 6, x: 0, y: 1, z: 0)
        expectClose(aboutY.m31, 0.5)
        expectClose(aboutY.m13, -0.5)
        #expect(Matrix3D.rotation(angle: 1, x: 0, y: 0, z: 0) == .identity)
        #expect(Matrix3D.perspective(distance: 400).m34 == -0.0025)
        #expect(Matrix3D.perspective(distance: 0) == .identity)
        #expect(Matrix3D.perspective(distance: .infinity) == .identity)
        // skew(ax, ay): x' = x + tan(ax)·y lands tan(ax) in m21; tan(45°) is 1 to an ulp.
        let skew = Matrix3D.skew(x: .pi / 4, y: 0)
        expectClose(skew.m21, 1)
        #expect(skew.m12 == 0)
    }

    @Test func projectTransformsARowVectorAndKeepsTheWeight() {
        // perspective(400) seen from z = 100: w = 1 − 100/400.
        let point = Matrix3D.perspective(distance: 400).project(x: 10, y: 20, z: 100)
        #expect(point.x == 10)
        #expect(point.y == 20)
        #expect(point.z == 100)
        #expect(point.w == 0.75)
    }

    @Test func inverseUndoesAComposite3DMatrix() throws {
        let matrix = Matrix3D.rotation(angle: 0.7, x: 1, y: 2, z: 3)
            .concatenating(.scale(x: 2, y: 0.5, z: 3))
            .concatenating(.translation(x: 10, y: -4, z: 7))
            .concatenating(.perspective(distance: 300))
        let inverse = try #require(matrix.inverse)
        expectMatrix(matrix.concatenating(inverse), .identity)
        expectMatrix(inverse.concatenating(matrix), .identity)
        #expect(Matrix3D.scale(x: 0, y: 1, z: 1).inverse == nil)
    }

    @Test func twoDMatricesAreTheOnesCSSCalls2D() {
        #expect(matrix2D(1, 2, 3, 4, 5, 6).is2D)
        #expect(Matrix3D.rotation(angle: 0.5, x: 0, y: 0, z: 1).is2D)
        #expect(!Matrix3D.translation(x: 0, y: 0, z: 1).is2D)
        #expect(!Matrix3D.perspective(distance: 100).is2D)
        #expect(!Matrix3D.rotation(angle: 0.5, x: 1, y: 0, z: 0).isAffine2D)
    }
}
