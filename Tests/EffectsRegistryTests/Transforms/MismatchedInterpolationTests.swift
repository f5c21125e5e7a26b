import Platform
import Testing

@testable import EffectsRegistry

/// Lists that do not match pair by pair interpolate through matrix decomposition.
///
/// Every expected matrix here is worked out in closed form from the decomposed parts (the
/// derivation is in each test) and evaluated with Python's `math`; Chromium 156 gives the same
/// numbers within 3e-16.
@Suite struct MismatchedInterpolationTests {
    private static let amounts = [0, 0.25, 0.5, 1.0]

    @Test func twoDListsInterpolateByTheTwoDDecomposition() {
        // translate(100px) rotate(45deg) is translation (100, 0), angle 45°, scale 1;
        // scale(2) translateY(50px) moves by 50 first and scales after: translation (0, 100),
        // scale 2, angle 0 (the quaternions are 45° apart, so the turn goes straight back). At t:
        // s = 1 + t, θ = 45°(1 − t), M = S·R(θ) = [s cos θ, s sin θ; −s sin θ, s cos θ] and the
        // translation (100(1 − t), 100t).
        let from = TransformList([.translate(x: 100, y: 0), .rotate(.pi / 4)])
        let to = TransformList([.scale(x: 2, y: 2), .translateY(50)])
        let expected: [Matrix3D] = [
            matrix2D(0.7071067811865476, 0.7071067811865475, -0.7071067811865475, 0.7071067811865476, 100, 0),
            matrix2D(1.0393370153781816, 0.6944627912745027, -0.6944627912745027, 1.0393370153781816, 75, 25),
            matrix2D(1.38581929876693, 0.5740251485476346, -0.5740251485476346, 1.38581929876693, 50, 50),
            matrix2D(2, 0, 0, 2, 0, 100),
        ]
        let plan = TransformInterpolation(from: from, to: to)
        #expect(plan.pairedCount == 0)
        for (amount, matrix) in zip(Self.amounts, expected) {
            expectMatrix(from.interpolated(to: to, amount: amount), matrix)
            expectMatrix(plan.matrix(at: amount), matrix)
        }
    }

    @Test func threeDListsInterpolateByTheThreeDDecomposition() {
        // perspective(400px) rotateY(45deg) decomposes into the perspective row (0, 0, −1/400, 1)
        // and the quaternion of rotateY(45deg); translateZ(100px) scale(1.5) into translation
        // (0, 0, 100) and scale (1.5, 1.5, 1). The slerp between quaternions about one axis turns
        // about y by φ = 45°(1 − t). With σ = 1 + t/2 and p = −(1 − t)/400, recomposing
        // S · R_y(φ) · T · P gives m11 = σ cos φ, m13 = −σ sin φ, m14 = −σ p sin φ, m22 = σ,
        // m31 = sin φ, m33 = cos φ, m34 = p cos φ, m43 = 100t, m44 = 1 + 100t·p.
        let from = TransformList([.perspective(400), .rotateY(.pi / 4)])
        let to = TransformList([.translateZ(100), .scale(x: 1.5, y: 1.5)])
        let rows: [[Double]] = [
            [
                0.7071067811865476, -0.7071067811865475, 0.0017677669529663686, 1, 0.7071067811865475,
                0.7071067811865476, -0.001767766952966369, 0, 1,
            ],
            [
                0.9354033138403633, -0.6250165121470524, 0.0011719059602757233, 1.125, 0.5555702330196022,
                0.8314696123025452, -0.0015590055230672722, 25, 0.953125,
            ],
            [
                1.1548494156391085, -0.47835429045636224, 0.0005979428630704528, 1.25, 0.3826834323650898,
                0.9238795325112867, -0.0011548494156391085, 50, 0.9375,
            ],
            [1.5, 0, 0, 1.5, 0, 1, 0, 100, 1],
        ]
        for (amount, row) in zip(Self.amounts, rows) {
            let expected = Matrix3D(
                m11: row[0], m12: 0, m13: row[1], m14: row[2], m21: 0, m22: row[3], m23: 0, m24: 0,
                m31: row[4], m32: 0, m33: row[5], m34: row[6], m41: 0, m42: 0, m43: row[7], m44: row[8])
            expectMatrix(from.interpolated(to: to, amount: amount), expected)
        }
    }

    @Test func aCommonPrefixInterpolatesPairwiseAndTheRestAsMatrices() {
        // rotate(0deg) translate(100px) → rotate(720deg) scale(2) translate(200px): the rotations
        // pair (180deg at 0.25, which no matrix could say); the rest is translate(100px) (padded
        // with translate(0)) against scale(2) translate(200px) = matrix(2, 0, 0, 2, 400, 0).
        let from = TransformList([.rotate(0), .translate(x: 100, y: 0)])
        let to = TransformList([.rotate(4 * .pi), .scale(x: 2, y: 2), .translate(x: 200, y: 0)])
        let plan = TransformInterpolation(from: from, to: to)
        #expect(plan.pairedCount == 1)
        let list = plan.list(at: 0.25)
        #expect(list.functions.first == .rotate(.pi))
        expectMatrix(
            list.functions.dropFirst().first?.matrix ?? .identity, matrix2D(1.25, 0, 0, 1.25, 175, 0))
        // A mismatch on a derived pair still pairs it: scaleX(-3) ↔ scaleY(-3) is scale(-2, 0).
        let flips = TransformList([.scaleX(-3), .scaleY(2)])
            .interpolatedList(to: TransformList([.scaleY(-3), .translateX(0), .scaleX(2)]), amount: 0.25)
        #expect(flips.functions.first == .scale(x: -2, y: 0))
        expectMatrix(flips.functions.last?.matrix ?? .identity, matrix2D(1.25, 0, 0, 1.75, 0, 0))
    }

    @Test func rotationsAboutDifferentAxesSlerp() {
        // rotateX(60deg) → rotateY(60deg): q = (½, 0, 0, √3/2) and (0, ½, 0, √3/2). Halfway, slerp
        // is their normalised sum (½, ½, 0, √3)/√(7/2): a turn of 2·atan2(√(1/7), √(6/7)) about
        // (1, 1, 0), whose m33 is cos = 2·(6/7) − 1 = 5/7.
        let from = TransformList([.rotateX(.pi / 3)])
        let to = TransformList([.rotateY(.pi / 3)])
        let angle = 2 * Math.atan2((1.0 / 7).squareRoot(), (6.0 / 7).squareRoot())
        let halfway = from.interpolated(to: to, amount: 0.5)
        expectMatrix(halfway, .rotation(angle: angle, x: 1, y: 1, z: 0))
        expectClose(halfway.m33, 5.0 / 7)
        expectMatrix(from.interpolated(to: to, amount: 0), from.matrix)
        expectMatrix(from.interpolated(to: to, amount: 1), to.matrix)
    }

    @Test func twoDAnglesTakeTheShortWayRound() {
        // After translateX(10px) ↔ scale(1) the tails are rotate(170deg) and rotate(-170deg): their
        // quaternions have a negative dot product, so slerp negates one and the turn is 20°,
        // through 180° halfway.
        let from = TransformList([.translateX(10), .rotate(170 * .pi / 180)])
        let to = TransformList([.scale(x: 1, y: 1), .rotate(-170 * .pi / 180)])
        expectMatrix(from.interpolated(to: to, amount: 0.5), matrix2D(-1, 0, 0, -1, 5, 0))
    }

    @Test func singularMatricesSwitchHalfway() {
        let from = TransformList([.matrix(a: 0, b: 0, c: 0, d: 0, e: 5, f: 0)])
        let to = TransformList([.matrix(a: 1, b: 0, c: 0, d: 1, e: 0, f: 0)])
        #expect(from.interpolated(to: to, amount: 0.49) == from.matrix)
        #expect(from.interpolated(to: to, amount: 0.5) == to.matrix)
    }
}
