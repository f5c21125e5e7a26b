import Testing

@testable import EffectsRegistry

@Suite struct TransformFunctionMatrixTests {
    @Test func cssMatrixMapsIntoTheRowVectorLayout() {
        // CSS matrix(a, b, c, d, e, f) is [a c e; b d f] in CSS's column-vector figure: it maps the
        // point (1, 0) to (a + e, b + f) and (0, 1) to (c + e, d + f).
        let matrix = TransformFunction.matrix(a: 1, b: 2, c: 3, d: 4, e: 5, f: 6).matrix
        let x = matrix.project(x: 1, y: 0, z: 0)
        let y = matrix.project(x: 0, y: 1, z: 0)
        #expect([x.x, x.y, y.x, y.y] == [6, 8, 8, 10])
        #expect(
            [matrix.m11, matrix.m12, matrix.m21, matrix.m22, matrix.m41, matrix.m42] == [1, 2, 3, 4, 5, 6])
    }

    @Test func eachFunctionHasTheMatrixOfItsPrimitive() {
        #expect(TransformFunction.translate(x: 1, y: 2).matrix == .translation(x: 1, y: 2, z: 0))
        #expect(TransformFunction.translateZ(3).matrix == .translation(x: 0, y: 0, z: 3))
        #expect(TransformFunction.scaleY(2).matrix == .scale(x: 1, y: 2, z: 1))
        #expect(TransformFunction.rotate(0.3).matrix == TransformFunction.rotateZ(0.3).matrix)
        #expect(TransformFunction.rotateX(0.3).matrix == .rotation(angle: 0.3, x: 1, y: 0, z: 0))
        #expect(TransformFunction.skewY(0.3).matrix == .skew(x: 0, y: 0.3))
        #expect(TransformFunction.matrix3d(.scale(x: 2, y: 2, z: 2)).matrix == .scale(x: 2, y: 2, z: 2))
    }

    @Test func perspectiveClampsBelowOnePointAndNoneIsTheIdentity() {
        #expect(TransformFunction.perspective(400).matrix.m34 == -0.0025)
        #expect(TransformFunction.perspective(0.5).matrix.m34 == -1)
        #expect(TransformFunction.perspective(0).matrix.m34 == -1)
        #expect(TransformFunction.perspective(.infinity).matrix == .identity)
        #expect(TransformFunction.perspective(-5).matrix == .identity)
    }

    @Test func identityFunctionsKeepTheKindAndTheAxis() {
        #expect(TransformFunction.translateY(5).identity == .translateY(0))
        #expect(TransformFunction.scale(x: 2, y: 3).identity == .scale(x: 1, y: 1))
        #expect(
            TransformFunction.rotate3d(x: 1, y: 2, z: 3, angle: 1).identity
                == .rotate3d(x: 1, y: 2, z: 3, angle: 0))
        #expect(TransformFunction.perspective(100).identity == .perspective(.infinity))
        let all: [TransformFunction] = [
            .translate(x: 1, y: 2), .translateX(1), .translateY(1), .translateZ(1),
            .translate3d(x: 1, y: 2, z: 3),
            .scale(x: 2, y: 3), .scaleX(2), .scaleY(2), .scaleZ(2), .scale3d(x: 2, y: 3, z: 4), .rotate(1),
            .rotateX(1), .rotateY(1), .rotateZ(1), .rotate3d(x: 1, y: 1, z: 0, angle: 1), .skew(x: 1, y: 0.5),
            .skewX(1), .skewY(1), .perspective(100), .matrix(a: 2, b: 0, c: 0, d: 2, e: 5, f: 5),
            .matrix3d(.translation(x: 1, y: 2, z: 3)),
        ]
        for function in all {
            #expect(function.identity.matrix == .identity, "\(function.name)")
            #expect(function.identity.name == function.name)
        }
    }
}
