import Testing

@testable import EffectsRegistry

@Suite struct TransformCSSTextTests {
    @Test func functionsWriteLengthsInPixelsAndAnglesInDegreesWhenExact() {
        #expect(TransformFunction.translateX(100).cssText == "translateX(100px)")
        #expect(
            TransformFunction.translate3d(x: -0.0, y: 1.5, z: 2).cssText == "translate3d(0px, 1.5px, 2px)")
        #expect(TransformFunction.rotate(.pi / 2).cssText == "rotate(90deg)")
        #expect(TransformFunction.skew(x: .pi / 6, y: 0).cssText == "skew(30deg, 0deg)")
        #expect(
            TransformFunction.rotate3d(x: 0, y: 0, z: 1, angle: -.pi).cssText == "rotate3d(0, 0, 1, -180deg)")
        #expect(TransformFunction.scale(x: 2, y: 0.5).cssText == "scale(2, 0.5)")
        #expect(TransformFunction.perspective(400).cssText == "perspective(400px)")
        #expect(TransformFunction.perspective(.infinity).cssText == "perspective(none)")
        #expect(
            TransformFunction.matrix(a: 1, b: 0, c: 0, d: 1, e: 10, f: 0).cssText
                == "matrix(1, 0, 0, 1, 10, 0)")
        #expect(
            TransformFunction.matrix3d(.identity).cssText
                == "matrix3d(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1)")
    }

    @Test func everyAngleReadsBackToTheSameRadians() throws {
        for radians in [0.1, 1, 2.5, -0.7853981633974483, 1e-9, 123.456] {
            let text = TransformFunction.rotate(radians).cssText
            let inner = text.dropFirst("rotate(".count).dropLast(")".count)
            if inner.hasSuffix("deg") {
                let degrees = try #require(Double(String(inner.dropLast(3))))
                #expect(degrees * Double.pi / 180 == radians, "\(text)")
            } else {
                #expect(inner.hasSuffix("rad"), "\(text)")
                #expect(Double(String(inner.dropLast(3))) == radians, "\(text)")
            }
        }
    }

    @Test func listsJoinWithSpacesAndTheEmptyListIsNone() {
        #expect(TransformList.none.cssText == "none")
        let list = TransformList([.translate(x: 100, y: 0), .rotate(.pi / 4)])
        #expect(list.cssText == "translate(100px, 0px) rotate(45deg)")
    }
}
