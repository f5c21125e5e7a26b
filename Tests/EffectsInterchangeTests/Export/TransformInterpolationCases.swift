import EffectsRegistry
import Foundation
import TestSupport

/// One interpolation to read back from Chromium: two transform lists, optionally added to an
/// underlying list (Web Animations' `composite: "add"`), at some amounts.
struct TransformInterpolationCase {
    /// What the case shows, for failure messages.
    let name: String
    /// The list at amount 0.
    let from: [TransformFunction]
    /// The list at amount 1.
    let to: [TransformFunction]
    /// The element's own transform the animation adds to; empty for none (the animation replaces).
    var underlying: [TransformFunction] = []
    /// The amounts to read.
    var amounts: [Double] = TransformInterpolationCase.amounts

    /// The amounts every case reads unless it says otherwise: both sides of 0...1 included.
    static let amounts: [Double] = [-0.5, 0, 0.25, 0.5, 0.75, 1, 1.5]

    /// The plan fxkit makes for the two lists.
    var plan: TransformInterpolation {
        TransformInterpolation(from: TransformList(from), to: TransformList(to))
    }

    /// Whether Chromium's answer is only float32-close: where the interpolation recomposes a
    /// decomposed matrix, Chromium's `gfx::Transform` takes the translation and the scale as
    /// `float` (its `Translate3d` and `Scale3d`; `scale(0.1)` alone reads back as
    /// 0.10000000149011612), so an entry may be a float32 rounding or two away from the double.
    var float32: Bool { plan.recomposesMatrices }

    /// The relative difference a float32 case may show beyond 1e-6: four float32 units in the last
    /// place (2⁻²¹) of the largest entry, a rounded translation or scale reaching an entry through a
    /// product or two.
    static let float32Bound = 0x1p-21

    /// Whether `entries` are close enough to Chromium's: within 1e-6, or for a float32 case within
    /// ``float32Bound`` of the largest entry (`relative` is that ratio).
    func accepts(_ difference: Double, relative: Double) -> Bool {
        difference <= 1e-6 || (float32 && relative <= Self.float32Bound)
    }

    /// The matrix fxkit gives at `amount`.
    func fxkit(at amount: Double) -> Matrix3D {
        let interpolated = TransformInterpolation(from: TransformList(from), to: TransformList(to)).matrix(
            at: amount)
        return interpolated.concatenating(TransformList(underlying).matrix)
    }
}

/// The table of interpolation cases `TransformInterpolationBrowserTests` reads back from Chromium.
enum TransformInterpolationCases {
    /// Radians from degrees, as CSS converts `deg`.
    static func deg(_ degrees: Double) -> Double { degrees * Double.pi / 180 }

    /// A 2D matrix from CSS's six numbers.
    static func matrix(_ a: Double, _ b: Double, _ c: Double, _ d: Double, _ e: Double, _ f: Double)
        -> TransformFunction
    {
        .matrix(a: a, b: b, c: c, d: d, e: e, f: f)
    }

    /// The `matrix3d()` of a list.
    static func matrix3d(_ functions: TransformFunction...) -> TransformFunction {
        .matrix3d(TransformList(functions).matrix)
    }

    /// Two values of every kind of function, for the pairings: the 2D kinds, then 3D ones.
    static let kinds: [(name: String, a: TransformFunction, b: TransformFunction)] = [
        ("translate", .translate(x: 40, y: -20), .translate(x: -10, y: 30)),
        ("rotate", .rotate(deg(30)), .rotate(deg(-120))),
        ("scale", .scale(x: 2, y: 0.5), .scale(x: -1.5, y: 3)),
        ("skew", .skew(x: deg(20), y: deg(-10)), .skew(x: deg(-35), y: deg(5))),
        ("skewX", .skewX(deg(-30)), .skewX(deg(20))),
        ("matrix", matrix(1.5, 0.5, -0.25, 2, 10, -5), matrix(0.5, -1, 1, 1, 0, 20)),
        ("perspective", .perspective(100), .perspective(400)),
        ("translate3d", .translate3d(x: 10, y: 20, z: 30), .translate3d(x: -20, y: 0, z: -40)),
        (
            "rotate3d", .rotate3d(x: 1, y: 2, z: 3, angle: deg(60)),
            .rotate3d(x: 1, y: 2, z: 3, angle: deg(-80))
        ),
        ("rotateX", .rotateX(deg(40)), .rotateX(deg(-70))),
        ("scale3d", .scale3d(x: 1, y: 2, z: -1), .scale3d(x: 0.5, y: 1, z: 2)),
        (
            "matrix3d", matrix3d(.perspective(200), .rotateY(deg(20)), .translate3d(x: 5, y: 0, z: 10)),
            matrix3d(.rotate3d(x: 1, y: 1, z: 0, angle: deg(50)), .scale3d(x: 1, y: 2, z: 3))
        ),
    ]

    /// Every ordered pairing of the kinds as one-function lists, and of two kinds as two-function
    /// lists both in the same order (pairwise) and swapped (the tails interpolate as matrices).
    static var pairings: [TransformInterpolationCase] {
        var cases: [TransformInterpolationCase] = []
        for first in kinds {
            for second in kinds {
                cases.append(.init(name: "\(first.name) → \(second.name)", from: [first.a], to: [second.b]))
            }
        }
        let twoD = kinds.prefix(7)
        for first in twoD {
            for second in twoD where first.name != second.name {
                cases.append(
                    .init(
                        name: "\(first.name) \(second.name) pairwise", from: [first.a, second.a],
                        to: [first.b, second.b]))
                cases.append(
                    .init(
                        name: "\(first.name) \(second.name) → \(second.name) \(first.name)",
                        from: [first.a, second.a], to: [second.b, first.b]))
            }
        }
        return cases
    }

    /// Cases chosen one by one: the examples, derived functions, shapes, singular matrices,
    /// reflections, long turns and perspective at both ends.
    static let chosen: [TransformInterpolationCase] = [
        .init(name: "skewed 2D matrices", from: [matrix(1, 0, 0, 7, 0, 0)], to: [matrix(7, 0, 1, 1, 0, 0)]),
        .init(
            name: "a singular pair makes the whole list discrete",
            from: [matrix(2, 0, 0, 0, 0, 0), .translate(x: 100, y: 0)],
            to: [matrix(2, 0, 0, 0, 0, 0), .translate(x: 200, y: 0)]),
        .init(
            name: "a singular matrix after a paired translation",
            from: [.translate(x: 10, y: 0), matrix(0, 0, 0, 0, 0, 0)],
            to: [.translate(x: 20, y: 0), matrix(1, 0, 0, 1, 0, 0)]),
        .init(
            name: "a singular tail", from: [.scale(x: 0, y: 0), .rotate(deg(10))],
            to: [.rotate(deg(30)), .scale(x: 1, y: 1)]),
        .init(
            name: "a zero scale interpolates as numbers", from: [.rotate(deg(10)), .scale(x: 0, y: 1)],
            to: [.rotate(deg(20)), .scale(x: 2, y: 1)]),
        .init(
            name: "a singular matrix3d", from: [matrix3d(.scale3d(x: 1, y: 1, z: 0))],
            to: [matrix3d(.rotateX(deg(30)))]),
        .init(
            name: "perspective added to perspective", from: [.perspective(10)], to: [.perspective(50)],
            underlying: [.perspective(10)], amounts: TransformInterpolationCase.amounts + [2, 3]),
        .init(
            name: "perspective past none", from: [.perspective(10)], to: [.perspective(50)],
            amounts: TransformInterpolationCase.amounts + [-2, 2, 3]),
        .init(
            name: "perspective past 1px", from: [.perspective(1)], to: [.perspective(4)],
            amounts: TransformInterpolationCase.amounts + [-2, -1, 2]),
        .init(name: "perspective below 1px", from: [.perspective(0.5)], to: [.perspective(100)]),
        .init(name: "perspective from none", from: [.perspective(.infinity)], to: [.perspective(20)]),
        .init(name: "none to a list", from: [], to: [.translate(x: 10, y: 0), .rotate(deg(30))]),
        .init(name: "a list to none", from: [.rotate(deg(30)), .scale(x: 2, y: 2)], to: []),
        .init(name: "none to a matrix", from: [], to: [matrix(0.5, -1, 1, 1, 0, 20)]),
        .init(
            name: "the shorter list padded", from: [.translate(x: 10, y: 0)],
            to: [.translate(x: 20, y: 0), .rotate(deg(90))]),
        .init(
            name: "a paired prefix, then matrices", from: [.translate(x: 10, y: 0), .rotate(deg(30))],
            to: [.translate(x: 20, y: 0), .scale(x: 2, y: 2)]),
        .init(
            name: "opposite flips", from: [matrix(-1, 0, 0, 1, 0, 0)], to: [matrix(1, 0, 0, -1, 0, 0)]),
        .init(
            name: "a flip to a turn", from: [matrix(-1, 0, 0, 1, 0, 0)],
            to: [.skewY(deg(90.5)), .rotate(deg(90))]),
        .init(
            name: "2D matrices 200° apart", from: [matrix3d(.rotate(deg(-100)))].map(\.flat),
            to: [matrix3d(.rotate(deg(100)))].map(\.flat)),
        .init(
            name: "rotations about different axes", from: [.rotate3d(x: 1, y: 0, z: 0, angle: deg(10))],
            to: [.rotate3d(x: 0, y: 1, z: 0, angle: deg(350))]),
        .init(name: "rotateX to rotateY", from: [.rotateX(deg(0))], to: [.rotateY(deg(90))]),
        .init(
            name: "a full turn counts as none",
            from: [.rotate3d(x: 1, y: 0, z: 0, angle: deg(360))],
            to: [.rotate3d(x: 0, y: 1, z: 0, angle: deg(90))]),
        .init(name: "a full turn as numbers", from: [.rotate(0)], to: [.rotate(deg(360))]),
        .init(
            name: "a half turn about a diagonal",
            from: [matrix3d(.rotate3d(x: 1, y: 1, z: 0, angle: deg(180)))],
            to: [matrix3d(.scale3d(x: 1, y: 1, z: 2))]),
        .init(
            name: "matrix3d quaternions more than 180° apart",
            from: [matrix3d(.rotateX(deg(-100)))], to: [matrix3d(.rotateX(deg(100)), .translateZ(1))]),
        .init(name: "translateX to translateY", from: [.translateX(10)], to: [.translateY(20)]),
        .init(name: "translate to translateZ", from: [.translate(x: 10, y: 5)], to: [.translateZ(20)]),
        .init(name: "scaleX to scaleZ", from: [.scaleX(2)], to: [.scaleZ(3)]),
        .init(name: "rotate to rotateZ", from: [.rotate(deg(10))], to: [.rotateZ(deg(100))]),
        .init(
            name: "rotateZ to a longer z axis", from: [.rotateZ(deg(10))],
            to: [.rotate3d(x: 0, y: 0, z: 2, angle: deg(300))]),
        .init(name: "skewX to skewY", from: [.skewX(deg(20))], to: [.skewY(deg(10))]),
        .init(name: "skew to skewX", from: [.skew(x: deg(20), y: deg(5))], to: [.skewX(deg(-10))]),
        .init(name: "steep skews as numbers", from: [.skewX(deg(80))], to: [.skewX(deg(-80))]),
        .init(
            name: "a skew to a rotation as matrices",
            from: [matrix3d(.skew(x: deg(40), y: deg(20)))].map(\.flat),
            to: [matrix3d(.rotate(deg(45)))].map(\.flat)),
        .init(
            name: "matrix and matrix3d do not pair", from: [matrix(2, 0, 0, 1, 0, 0), .rotate(deg(10))],
            to: [matrix3d(.rotateY(deg(20))), .rotate(deg(100))]),
        .init(
            name: "a singular tail after a paired translation",
            from: [.translate(x: 10, y: 0), .scale(x: 0, y: 0), .rotate(deg(10))],
            to: [.translate(x: 20, y: 0), .rotate(deg(30)), .scale(x: 1, y: 1)]),
        .init(
            name: "a singular matrix against padding",
            from: [.translate(x: 10, y: 0), matrix(0, 0, 0, 0, 0, 0)],
            to: [.translate(x: 20, y: 0)]),
        .init(
            name: "2D to 3D matrices", from: [matrix(1.5, 0.5, -0.25, 2, 10, -5)],
            to: [matrix3d(.rotateY(deg(30)))]),
        .init(
            name: "a 2D turn to a 3D turn", from: [.rotate(deg(45))],
            to: [.translate(x: 0, y: 0), .rotateX(deg(45))]),
        .init(
            name: "a flat matrix with a perspective row",
            from: [
                .matrix3d(
                    Matrix3D(
                        m11: 1, m12: 0, m13: 0, m14: 0.01, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0,
                        m33: 1,
                        m34: 0, m41: 0, m42: 0, m43: 0, m44: 2))
            ],
            to: [matrix(2, 0, 0, 1, 0, 0)]),
        .init(
            name: "a light-speed entrance",
            from: [.translate3d(x: 100, y: 0, z: 0), .skewX(deg(-30))], to: [.skewX(deg(20))]),
        .init(name: "a light-speed landing", from: [.skewX(deg(-5))], to: []),
        .init(
            name: "skew-in at 0.2 s, where its golden table changed",
            from: [.translate3d(x: 200, y: 0, z: 0), .skewX(deg(-30))], to: [.skewX(deg(20))],
            amounts: [TimingFunction.easeOut.value(at: 0.2 / 0.6)]),
        .init(
            name: "nearly equal rotations do not turn", from: [matrix(1, 0, 0, 1, 0, 0)],
            to: [matrix3d(.rotate(deg(0.001)))].map(\.flat)),
        .init(
            name: "to a matrix with a weight", from: [matrix(2, 0, 0, 1, 0, 0)],
            to: [
                .matrix3d(
                    Matrix3D(
                        m11: 1, m12: 0.5, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0,
                        m33: 1,
                        m34: 0, m41: 4, m42: 0, m43: 0, m44: 4))
            ]),
    ]

    /// All cases.
    static var all: [TransformInterpolationCase] { pairings + chosen }
}

extension TransformFunction {
    /// A `matrix3d` that is 2D as the 2D `matrix` it equals; any other function as it is.
    fileprivate var flat: TransformFunction {
        guard case .matrix3d(let m) = self, m.is2D else { return self }
        return .matrix(a: m.m11, b: m.m12, c: m.m21, d: m.m22, e: m.m41, f: m.m42)
    }
}
