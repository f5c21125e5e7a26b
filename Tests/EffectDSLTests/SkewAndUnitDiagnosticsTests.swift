import EffectsRegistry
import Testing

@testable import EffectDSL

/// A skew whose tangent is infinite (`skew-infinite`) and a `px` on a value that is no length
/// (`px-on-non-length`): each refused at its place, and the values next to them still accepted.
@Suite struct SkewAndUnitDiagnosticsTests {
    static let cases: [(String, [String])] = [
        (
            "effect e { layer l { set transform = skewY(1️⃣-90deg) } }",
            [
                "1️⃣ the angle of 'skewY' is -90deg, where a skew's tangent is infinite",
                "hint: a skew leans by the tangent of its angle: keep it strictly between -90deg and 90deg",
            ]
        ),
        (
            "effect e { layer l { set transform = skew(10deg, 1️⃣270deg) } }",
            [
                "1️⃣ the angle of 'skew' is 270deg, where a skew's tangent is infinite",
                "hint: a skew leans by the tangent of its angle: keep it strictly between -90deg and 90deg",
            ]
        ),
        (
            "effect e { param lean = 30deg; layer l { set transform = skewX(1️⃣lean * 3) } }",
            [
                "1️⃣ the angle of 'skewX' is 90deg, where a skew's tangent is infinite",
                "hint: a skew leans by the tangent of its angle: keep it strictly between -90deg and 90deg",
            ]
        ),
        (
            "effect e { layer l { set transform = rotate(1️⃣10px) } }",
            [
                "1️⃣ the argument of 'rotate' must be an angle, but 10px is a length",
                "hint: write the angle in deg, rad, grad or turn; px is for lengths, in points",
            ]
        ),
        (
            "effect e { layer l { animate transform to scale(2 * 1️⃣3px) } }",
            [
                "1️⃣ the argument of 'scale' must be a number, but 3px is a length",
                "hint: drop the px: px is for lengths, in points, and this is a plain number",
            ]
        ),
        (
            "effect e { layer l { animate transform.rotation from 0 to 1️⃣90px } }",
            [
                "1️⃣ the value of 'transform.rotation' must be an angle, but 90px is a length",
                "hint: write the angle in deg, rad, grad or turn; px is for lengths, in points",
            ]
        ),
        (
            "effect e { for i in 0...1️⃣3px { } }",
            [
                "1️⃣ a loop bound must be a number, but 3px is a length",
                "hint: drop the px: px is for lengths, in points, and this is a plain number",
            ]
        ),
    ]

    @Test(arguments: cases.indices)
    func reportsEachMistakeAtItsPlace(_ index: Int) {
        let (snippet, expected) = SkewAndUnitDiagnosticsTests.cases[index]
        DiagnosticExpectations.check(snippet, expected)
    }

    @Test func skewsShortOfNinetyDegreesAndLengthsInPixelsLoad() throws {
        let effect = try Scripts.effect(
            """
            effect e {
                layer l {
                    set position.x = 10px + 5
                    set transform = skewX(89.9deg) translateX(-(10px)) rotate(atan2(10px, 20px)) scale(100px / 50px)
                }
            }
            """)
        let timeline = try effect.timeline(assignments: [])
        #expect(timeline.layers.first?.modelValues.count == 2)
    }

    @Test func aSkewBoundToNinetyDegreesIsRefusedAtItsValue() throws {
        let effect = try Scripts.effect(
            "effect e { param lean = 30deg; layer l { set transform = skewX(lean) } }")
        #expect(throws: EffectError.self) { try effect.timeline(assignments: ["lean=1.5707963267948966"]) }
        do {
            _ = try effect.timeline(assignments: ["lean=1.5707963267948966"])
        } catch {
            #expect(
                error.description.hasPrefix(
                    "test.fx:1:64: error: the angle of 'skewX' is 90deg, where a skew's tangent is infinite\n"
                ))
        }
        _ = try effect.timeline(assignments: ["lean=1.5"])
    }

    @Test func ninetyDegreesIsFoundWithinANanoradian() {
        #expect(Evaluator.skewIsInfinite(Double.pi / 2))
        #expect(Evaluator.skewIsInfinite(-3 * Double.pi / 2))
        #expect(Evaluator.skewIsInfinite(Double.pi / 2 + 5e-10))
        #expect(!Evaluator.skewIsInfinite(Double.pi / 2 - 1e-6))
        #expect(!Evaluator.skewIsInfinite(0))
        #expect(!Evaluator.skewIsInfinite(Double.pi))
    }
}
