import Testing

@testable import EffectsCore

/// Where the CSS specification's algorithms and Chromium 156 part ways, fxkit follows the
/// specification; these tests pin each choice (the Chromium numbers were measured with
/// `computedStyleMap().get('transform').toMatrix()` on a paused Web Animation).
@Suite struct SpecChoicesTests {
    @Test func slerpDoesNotFlipToTheShorterArc() {
        // translateZ(1px) rotate(170deg) → scale3d(1, 1, 2) rotate(-170deg) interpolates whole
        // matrices; the quaternions (0, 0, sin 85°, cos 85°) and (0, 0, −sin 85°, cos 85°) have a
        // negative dot product, and the spec's slerp has no flip, so halfway is no turn at all.
        // Chromium flips and shows a half turn (m11 = −1).
        let from = TransformList([.translateZ(1), .rotate(170 * .pi / 180)])
        let to = TransformList([.scale3d(x: 1, y: 1, z: 2), .rotate(-170 * .pi / 180)])
        var expected = Matrix3D.scale(x: 1, y: 1, z: 1.5)
        expected.m43 = 0.5
        expectMatrix(from.interpolated(to: to, amount: 0.5), expected)
    }

    @Test func oppositeFlipsBecomeAHalfTurn() {
        // scale(-1, 1) flips x and scale(1, -1) flips y: the spec turns the first into the unflipped
        // form (scale (1, −1), angle 180°), so halfway the scale stays (1, −1) and the angle is 270°:
        // matrix(0, −1, −1, 0, 0, 0). Chromium interpolates the scales and shows matrix(0, 0, 0, 0, 0, 0).
        let from = TransformList([.translateX(0), .scale(x: -1, y: 1)])
        let to = TransformList([.rotate(0), .scale(x: 1, y: -1)])
        expectMatrix(from.interpolated(to: to, amount: 0.5), matrix2D(0, -1, -1, 0, 0, 0))
    }

    @Test func quaternionsExtrapolateAlongTheirGreatCircle() {
        // Past the ends slerp keeps turning at the same rate: 0° → 90° about z at 1.5 is 135°.
        let quarter = Quaternion(angle: .pi / 2, x: 0, y: 0, z: 1)
        let beyond = Quaternion.identity.slerp(to: quarter, amount: 1.5)
        expectMatrix(beyond.matrix, .rotation(angle: 3 * .pi / 4, x: 0, y: 0, z: 1))
        let before = Quaternion.identity.slerp(to: quarter, amount: -0.5)
        expectMatrix(before.matrix, .rotation(angle: -.pi / 4, x: 0, y: 0, z: 1))
    }

    @Test func perspectiveExtrapolatesPastNone() {
        // The matrices interpolate −1/d: from perspective(100px) to none at 1.5 that is +1/200 in
        // m34, a perspective from behind. Chromium stops at none (the identity).
        let list = TransformList([.perspective(100)]).interpolatedList(
            to: TransformList([.perspective(.infinity)]), amount: 1.5)
        var expected = Matrix3D.identity
        expected.m34 = 0.005
        #expect(list.functions.count == 1)
        expectMatrix(list.matrix, expected)
    }
}
