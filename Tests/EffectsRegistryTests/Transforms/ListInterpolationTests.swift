import Testing

@testable import EffectsRegistry

/// Function-by-function interpolation and identity padding, with the expected lists of the
/// web-platform-tests' `css/css-transforms/animation/list-interpolation.html` (all at 0.25).
@Suite struct ListInterpolationTests {
    private static let degree = Double.pi / 180

    private func expectList(
        from: [TransformFunction], to: [TransformFunction], at amount: Double = 0.25,
        _ expected: [TransformFunction], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let (a, b) = (TransformList(from), TransformList(to))
        let list = a.interpolatedList(to: b, amount: amount)
        #expect(list == TransformList(expected), sourceLocation: sourceLocation)
        expectMatrix(
            a.interpolated(to: b, amount: amount), TransformList(expected).matrix,
            sourceLocation: sourceLocation)
    }

    @Test func noneIsPaddedWithTheOtherListsIdentities() {
        let list: [TransformFunction] = [.translate(x: 200, y: 0), .rotate(720 * Self.degree)]
        expectList(from: [], to: list, [.translate(x: 50, y: 0), .rotate(.pi)])
        expectList(from: list, to: [], [.translate(x: 150, y: 0), .rotate(540 * Self.degree)])
        #expect(TransformList.none.interpolatedList(to: .none, amount: 0.25) == .none)
        #expect(TransformList.none.interpolated(to: .none, amount: 0.25) == .identity)
    }

    @Test func aShorterListIsPaddedAtItsEnd() {
        expectList(
            from: [.translate(x: 100, y: 0)], to: [.translate(x: 200, y: 0), .rotate(720 * Self.degree)],
            [.translate(x: 125, y: 0), .rotate(.pi)])
    }

    @Test func functionsWithTheSameNameInterpolateTheirArguments() {
        // Whole turns survive: rotate(360deg) → rotate(1080deg) passes 540deg, which no matrix can say.
        expectList(
            from: [.scale(x: 2, y: 2), .rotate(2 * .pi), .skewX(0)],
            to: [.scale(x: 3, y: 3), .rotate(6 * .pi), .skewX(4 * .pi)],
            [.scale(x: 2.25, y: 2.25), .rotate(3 * .pi), .skewX(.pi)])
    }

    @Test func derivedFunctionsMeetInTheirPrimitive() {
        // 2D pairs stay 2D: translateX ↔ translateY is a translate(x, y), scaleX ↔ scale a scale(x, y).
        expectList(
            from: [.translateX(100), .scaleX(3), .translate(x: 500, y: 0), .scale(x: 2, y: 2)],
            to: [.translateY(200), .scale(x: 5, y: 5), .translateX(100), .scaleY(3)],
            [
                .translate(x: 75, y: 50), .scale(x: 3.5, y: 2), .translate(x: 400, y: 0),
                .scale(x: 1.75, y: 2.25),
            ])
        // With a 3D function in the pair the primitive is 3D.
        expectList(from: [.translateX(100)], to: [.translateZ(100)], [.translate3d(x: 75, y: 0, z: 25)])
    }

    @Test func rotationsAboutOneAxisInterpolateTheAngle() {
        let axis = TransformFunction.rotate3d(x: 1, y: 0, z: 0, angle: 112.5 * Self.degree)
        expectList(
            from: [.rotateX(.pi / 2), .translateX(100)],
            to: [.rotate3d(x: 50, y: 0, z: 0, angle: .pi), .translateY(200)],
            [axis, .translate(x: 75, y: 50)])
        // A zero angle has no axis of its own: rotateY(0deg) takes rotateX's axis.
        expectList(
            from: [.rotateX(.pi / 2)], to: [.rotateY(0)],
            [.rotate3d(x: 1, y: 0, z: 0, angle: 67.5 * Self.degree)])
        expectList(
            from: [.rotateY(0)], to: [.rotateX(.pi / 2)],
            [.rotate3d(x: 1, y: 0, z: 0, angle: 22.5 * Self.degree)])
        // Collinear axes of different lengths are the same axis.
        let s = 1 / 3.0.squareRoot()
        let a = TransformList([.rotate3d(x: 1, y: 1, z: 1, angle: -.pi / 3)])
        let b = TransformList([.rotate3d(x: 2, y: 2, z: 2, angle: .pi / 3)])
        expectMatrix(a.interpolated(to: b, amount: 0.25), .rotation(angle: -.pi / 6, x: s, y: s, z: s))
    }

    @Test func onlyTranslationsScalesAndRotationsHaveDerivedForms() {
        #expect(TransformFunction.translateX(1).sharesPrimitive(with: .translate3d(x: 0, y: 0, z: 1)))
        #expect(TransformFunction.scale(x: 2, y: 2).sharesPrimitive(with: .scaleZ(2)))
        #expect(TransformFunction.rotate(1).sharesPrimitive(with: .rotateX(1)))
        // skewX, skewY and skew pair with their own name only, and matrix with matrix only.
        #expect(!TransformFunction.skewX(1).sharesPrimitive(with: .skewY(1)))
        #expect(!TransformFunction.skewX(1).sharesPrimitive(with: .skew(x: 1, y: 0)))
        #expect(
            !TransformFunction.matrix(a: 1, b: 0, c: 0, d: 1, e: 0, f: 0).sharesPrimitive(
                with: .matrix3d(.identity)))
        let plan = TransformInterpolation(
            from: TransformList([.skewX(0.3), .translateX(5)]),
            to: TransformList([.skewY(0.2), .translateX(7)]))
        #expect(plan.pairedCount == 0)
    }

    @Test func perspectivesInterpolateTheirInverseDistances() {
        // −1/d is what the matrix holds; 1/100 → 1/400 passes 1/160 halfway.
        expectList(from: [.perspective(100)], to: [.perspective(400)], at: 0.5, [.perspective(160)])
        expectList(from: [], to: [.perspective(100)], at: 0.5, [.perspective(200)])
        expectList(from: [.perspective(100)], to: [.perspective(.infinity)], at: 1, [.perspective(.infinity)])
    }

    @Test func amountsOutsideZeroToOneExtrapolate() {
        expectList(from: [.translateX(0)], to: [.translateX(100)], at: 1.5, [.translateX(150)])
        expectList(from: [.scale(x: 1, y: 1)], to: [.scale(x: 2, y: 2)], at: -0.5, [.scale(x: 0.5, y: 0.5)])
    }
}
