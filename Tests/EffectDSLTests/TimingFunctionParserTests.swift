import EffectsRegistry
import Testing

@testable import EffectDSL

@Suite struct TimingFunctionParserTests {
    @Test func readsNamedFunctions() throws {
        #expect(try TimingFunctionParser.parse("ease-in-out") == .easeInOut)
        #expect(try TimingFunctionParser.parse("linear") == .linear)
        #expect(try TimingFunctionParser.parse("default") == .ease)
        #expect(try TimingFunctionParser.parse("hold") == .hold)
        #expect(try TimingFunctionParser.parse("step-end") == .steps(try Steps(count: 1, position: .jumpEnd)))
    }

    @Test func readsFunctionForms() throws {
        #expect(try TimingFunctionParser.parse("cubic-bezier(.42, 0, .58, 1)") == .easeInOut)
        #expect(try TimingFunctionParser.parse("cubic-bezier(0.25, 0.1, 0.25, 1)") == .ease)
        #expect(
            try TimingFunctionParser.parse("steps(4, jump-both)")
                == .steps(try Steps(count: 4, position: .jumpBoth)))
        #expect(try TimingFunctionParser.parse("steps(2)") == .steps(try Steps(count: 2, position: .jumpEnd)))
        let linear = try PiecewiseLinear(stops: [
            LinearEasingStop(output: 0), LinearEasingStop(output: 0.25, inputs: [0.75]),
            LinearEasingStop(output: 1),
        ])
        #expect(try TimingFunctionParser.parse("linear(0, 0.25 75%, 1)") == .piecewiseLinear(linear))
        #expect(
            try TimingFunctionParser.parse("spring(mass: 1, stiffness: 100, damping: 10, velocity: 0)")
                == .spring(try Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)))
        #expect(
            try TimingFunctionParser.parse("spring(duration: 500ms, bounce: 0.2)")
                == .spring(try Spring(duration: 0.5, bounce: 0.2)))
        #expect(
            try TimingFunctionParser.parse("cubic-bezier(1/3, 0, 2/3, 1)")
                == .cubicBezier(try CubicBezier(1.0 / 3, 0, 2.0 / 3, 1)))
    }

    @Test func reportsWhatIsWrongWithAPlace() {
        func message(_ text: String) -> String? {
            do {
                _ = try TimingFunctionParser.parse(text)
                return nil
            } catch {
                return error.message
            }
        }
        #expect(
            message("ease-inout")
                == "unknown timing function 'ease-inout' (did you mean 'ease-in-out' or 'ease-out'?)")
        #expect(
            message("cubic-bezier(2, 0, 1, 1)") == "the x1 of 'cubic-bezier' is 2; it must lie within 0...1")
        #expect(message("cubic-bezier(0, 0, 1)") == "'cubic-bezier' takes 4 arguments, got 3")
        #expect(message("steps(4, jump-middle)")?.hasPrefix("unknown step position 'jump-middle'") == true)
        #expect(message("ease x") == "expected a line break or ';' after the timing function, found 'x'")
        #expect(message("cubic-bezier(a, 0, 1, 1)") == "unknown name 'a'")
        do {
            _ = try TimingFunctionParser.parse("cubic-bezier(2, 0, 1, 1)", name: "arg")
        } catch {
            #expect(
                error.description
                    == "arg:1:14: error: the x1 of 'cubic-bezier' is 2; it must lie within 0...1\ncubic-bezier(2, 0, 1, 1)\n             ^\nhint: x is time and cannot run backwards; y may leave 0...1 to overshoot"
            )
        }
    }
}
