import EffectsText
import TestSupport
import Testing

@testable import EffectsRegistry

@Suite struct TimingFunctionTests {
    @Test func namedCurvesHaveCoreAnimationsControlPoints() throws {
        #expect(TimingFunction.ease == .cubicBezier(try CubicBezier(0.25, 0.1, 0.25, 1)))
        #expect(TimingFunction.easeIn == .cubicBezier(try CubicBezier(0.42, 0, 1, 1)))
        #expect(TimingFunction.easeOut == .cubicBezier(try CubicBezier(0, 0, 0.58, 1)))
        #expect(TimingFunction.easeInOut == .cubicBezier(try CubicBezier(0.42, 0, 0.58, 1)))
    }

    @Test(arguments: [
        ("linear", TimingFunction.linear), ("ease", .ease), ("default", .ease), ("ease-in", .easeIn),
        ("ease-out", .easeOut), ("ease-in-out", .easeInOut), ("easeIn", .easeIn), ("easeOut", .easeOut),
        ("easeInEaseOut", .easeInOut), ("hold", .hold),
    ])
    func namesInCSSAndCoreAnimationSpelling(name: String, function: TimingFunction) {
        #expect(TimingFunction.named(name) == function)
    }

    @Test func everyListedNameIsAcceptedAndOthersAreNot() {
        #expect(TimingFunction.names.allSatisfy { TimingFunction.named($0) != nil })
        #expect(TimingFunction.named("ease-in-ot") == nil)
        #expect(TimingFunction.named("Linear") == nil)
        #expect(Suggestions.closest(to: "ease-in-ot", in: TimingFunction.names).first == "ease-in-out")
        #expect(Suggestions.closest(to: "easeinout", in: TimingFunction.names).contains("ease-in-out"))
    }

    @Test func holdIsZeroUntilTheEndOfItsSegment() {
        #expect(TimingFunction.hold.value(at: 0) == 0)
        #expect(TimingFunction.hold.value(at: 0.999_999) == 0)
        #expect(TimingFunction.hold.value(at: 1) == 1)
        #expect(TimingFunction.hold.value(at: 1.5) == 1)
        #expect(TimingFunction.hold.value(at: -1) == 0)
    }

    @Test func linearIsTheIdentityEverywhere() {
        for x in [-2.0, 0, 0.3, 1, 7.5] {
            #expect(TimingFunction.linear.value(at: x) == x)
        }
    }

    @Test func onlyStepsSeeTheBeforeFlag() throws {
        let steps = TimingFunction.steps(try Steps(count: 2))
        #expect(steps.value(at: 0.5, beforeFlag: true) == 0)
        #expect(steps.value(at: 0.5, beforeFlag: false) == 0.5)
        #expect(steps.value(at: 0.5) == 0.5)
        #expect(
            TimingFunction.easeInOut.value(at: 0.5, beforeFlag: true)
                == TimingFunction.easeInOut.value(at: 0.5))
        #expect(TimingFunction.hold.value(at: 1, beforeFlag: true) == 1)
    }

    @Test func cssTextSpellsEachKindCanonically() throws {
        #expect(TimingFunction.linear.cssText == "linear")
        #expect(TimingFunction.ease.cssText == "ease")
        #expect(TimingFunction.easeIn.cssText == "ease-in")
        #expect(TimingFunction.easeOut.cssText == "ease-out")
        #expect(TimingFunction.easeInOut.cssText == "ease-in-out")
        #expect(TimingFunction.named("default")?.cssText == "ease")
        #expect(
            TimingFunction.cubicBezier(try CubicBezier(0.1, 0.2, 0.3, 0.4)).cssText
                == "cubic-bezier(0.1, 0.2, 0.3, 0.4)")
        #expect(
            TimingFunction.cubicBezier(try CubicBezier(0, -0.0, 1, 1e-7)).cssText
                == "cubic-bezier(0, 0, 1, 1e-7)")
        #expect(TimingFunction.steps(try Steps(count: 4)).cssText == "steps(4, jump-end)")
        #expect(TimingFunction.named("step-start")?.cssText == "steps(1, jump-start)")
        #expect(
            TimingFunction.steps(try Steps(count: 3, position: .jumpNone)).cssText == "steps(3, jump-none)")
        let stops = [
            LinearEasingStop(output: 0), LinearEasingStop(output: 0.25, percentages: [75]),
            LinearEasingStop(output: 1),
        ]
        #expect(
            TimingFunction.piecewiseLinear(try PiecewiseLinear(stops: stops)).cssText
                == "linear(0, 0.25 75%, 1)")
        #expect(
            TimingFunction.spring(try Spring()).cssText
                == "spring(mass: 1, stiffness: 100, damping: 10, velocity: 0)")
        #expect(
            TimingFunction.spring(try Spring(mass: 2, stiffness: 150.5, damping: 0, initialVelocity: -3))
                .cssText
                == "spring(mass: 2, stiffness: 150.5, damping: 0, velocity: -3)")
        #expect(TimingFunction.hold.cssText == "hold")
    }

    @Test func cssTextNumbersReadBackExactly() throws {
        var random = SeededGenerator(seed: 13)
        for _ in 0..<1000 {
            let values = (0..<4).map { _ in Double.random(in: 0...1, using: &random) }
            let curve = try CubicBezier(values[0], values[1] * 3 - 1, values[2], values[3] * 3 - 1)
            let text = TimingFunction.cubicBezier(curve).cssText
            let numbers = text.dropFirst("cubic-bezier(".count).dropLast().split(separator: ", ").compactMap {
                Double(String($0))
            }
            #expect(numbers == [curve.x1, curve.y1, curve.x2, curve.y2])
        }
        let spring = try Spring(duration: 0.5, bounce: 0.2)
        #expect(spring.cssText.contains("stiffness: \(spring.stiffness)"))
    }
}

extension Spring {
    /// The spring's text through `TimingFunction`.
    fileprivate var cssText: String { TimingFunction.spring(self).cssText }
}
