import Testing

@testable import EffectsRegistry

/// Where the CSS specification's pseudo-code and the browsers part ways, fxkit interpolates as the
/// browsers do; these tests pin each choice with the numbers Chromium 156 gives (measured with
/// `computedStyleMap().get('transform').toMatrix()` on a paused Web Animation, and kept in the
/// Chromium table of `TransformInterpolationBrowserTests`).
@Suite struct BrowserChoicesTests {
    @Test func slerpTakesTheShorterArc() {
        // translateZ(1px) rotate(170deg) → scale3d(1, 1, 2) rotate(-170deg) interpolates whole
        // matrices; the quaternions (0, 0, sin 85°, cos 85°) and (0, 0, −sin 85°, cos 85°) have a
        // negative dot product, so one is negated and the turn goes the short way through 180°:
        // halfway is a half turn (m11 = m22 = −1), as in Chromium. The spec's slerp, without the
        // flip, showed no turn at all (m11 = m22 = 1).
        let from = TransformList([.translateZ(1), .rotate(170 * .pi / 180)])
        let to = TransformList([.scale3d(x: 1, y: 1, z: 2), .rotate(-170 * .pi / 180)])
        var expected = Matrix3D.scale(x: -1, y: -1, z: 1.5)
        expected.m43 = 0.5
        expectMatrix(from.interpolated(to: to, amount: 0.5), expected)
    }

    @Test func nearlyEqualRotationsDoNotTurn() {
        // Half angles less than 1e-5 apart: Chromium's slerp keeps the first rotation at every
        // amount, so the 0.001° turn of the second never shows.
        let turned = Quaternion(angle: 0.001 * .pi / 180, x: 0, y: 0, z: 1)
        #expect(Quaternion.identity.slerp(to: turned, amount: 1) == .identity)
        #expect(Quaternion.identity.slerp(to: turned, amount: 0.5) == .identity)
    }

    @Test func oppositeFlipsInterpolateTheirScales() {
        // scale(-1, 1) flips x and scale(1, -1) flips y, both with angle 0: the scales interpolate
        // to (0, 0) halfway, matrix(0, 0, 0, 0, 0, 0), as in Chromium. The specification's older 2D
        // algorithm unflipped one side and gave matrix(0, −1, −1, 0, 0, 0).
        let from = TransformList([.translateX(0), .scale(x: -1, y: 1)])
        let to = TransformList([.rotate(0), .scale(x: 1, y: -1)])
        expectMatrix(from.interpolated(to: to, amount: 0.5), matrix2D(0, 0, 0, 0, 0, 0))
    }

    @Test func quaternionsExtrapolateAlongTheirGreatCircle() {
        // Past the ends slerp keeps turning at the same rate: 0° → 90° about z at 1.5 is 135°.
        let quarter = Quaternion(angle: .pi / 2, x: 0, y: 0, z: 1)
        let beyond = Quaternion.identity.slerp(to: quarter, amount: 1.5)
        expectMatrix(beyond.matrix, .rotation(angle: 3 * .pi / 4, x: 0, y: 0, z: 1))
        let before = Quaternion.identity.slerp(to: quarter, amount: -0.5)
        expectMatrix(before.matrix, .rotation(angle: -.pi / 4, x: 0, y: 0, z: 1))
    }

    @Test func perspectiveStopsAtNone() {
        // 1/d interpolates: from perspective(100px) to none at 1.5 it is −1/200, past none, so the
        // value stays none (the identity), as in Chromium; it used to become m34 = +1/200, a
        // perspective from behind.
        let list = TransformList([.perspective(100)]).interpolatedList(
            to: TransformList([.perspective(.infinity)]), amount: 1.5)
        #expect(list == TransformList([.perspective(.infinity)]))
        expectMatrix(list.matrix, .identity)
        let plan = TransformInterpolation(
            from: TransformList([.perspective(10)]), to: TransformList([.perspective(50)]))
        expectMatrix(plan.matrix(at: 1.5), .identity)
    }

    @Test func perspectiveBelowOnePixelAppliesAsOne() {
        // perspective(1px) → perspective(4px) at −1: 1/d = 1 + (1/4 − 1)·(−1) = 1.75, a distance of
        // 0.57px, which applies as 1px (m34 = −1) as every perspective does, in Chromium too.
        let plan = TransformInterpolation(
            from: TransformList([.perspective(1)]), to: TransformList([.perspective(4)]))
        var expected = Matrix3D.identity
        expected.m34 = -1
        expectMatrix(plan.matrix(at: -1), expected)
    }

    @Test func aSingularPairMakesTheWholeValueDiscrete() {
        // matrix(2, 0, 0, 0, 0, 0) does not decompose, so the whole list switches at 0.5: at 0.25
        // m41 is 2 · 100 = 200 (Chromium too), not the 250 of interpolating the translation alone.
        let plan = TransformInterpolation(
            from: TransformList([.matrix(a: 2, b: 0, c: 0, d: 0, e: 0, f: 0), .translate(x: 100, y: 0)]),
            to: TransformList([.matrix(a: 2, b: 0, c: 0, d: 0, e: 0, f: 0), .translate(x: 200, y: 0)]))
        #expect(plan.isDiscrete)
        #expect(plan.matrix(at: 0.25).m41 == 200)
        #expect(plan.matrix(at: 0.5).m41 == 400)
        #expect(plan.list(at: 0.75) == plan.to)
    }
}
