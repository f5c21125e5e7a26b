import EffectsRegistry
import TestSupport
import Testing

@Suite struct ParameterErrorTests {
    @Test(arguments: [
        // Names and the shape of an assignment.
        (["angel=0.2"], "unknown parameter 'angel' (did you mean 'angle'?)"),
        (["Angle=0.2"], "unknown parameter 'Angle' (did you mean 'angle'?)"),
        (
            ["xyzzy=1"],
            "unknown parameter 'xyzzy'; the parameters are "
                + "angle, delay, offset, count, forward, from, spacing, gain"
        ),
        (["angle"], "missing '=' in 'angle' (expected name=value)"),
        (["=0.2"], "missing parameter name in '=0.2' (expected name=value)"),
        ([" =0.2"], "missing parameter name in ' =0.2' (expected name=value)"),
        (["angle=0.1", "angle=0.2"], "angle is given twice"),
        (["angle=0.1", "delay=1", " angle =0.1"], "angle is given twice"),
        // Numbers.
        (["angle=abc"], "invalid value for angle: expected a number, got 'abc'"),
        (["angle="], "invalid value for angle: expected a number, got ''"),
        (["angle= abc "], "invalid value for angle: expected a number, got 'abc'"),
        (["angle=0x10"], "invalid value for angle: expected a number, got '0x10'"),
        (["angle=1.2.3"], "invalid value for angle: expected a number, got '1.2.3'"),
        (["angle=(1,2)"], "invalid value for angle: expected a number, got '(1,2)'"),
        (["spacing=3px"], "invalid value for spacing: expected a number, got '3px'"),
        (["delay=3px"], "invalid value for delay: unknown unit 'px' in '3px' (expected s or ms)"),
        (["angle=3s"], "invalid value for angle: unknown unit 's' in '3s' (expected rad or deg)"),
        (["angle=nan"], "invalid value for angle: expected a finite number, got 'nan'"),
        (["angle=-inf"], "invalid value for angle: expected a finite number, got '-inf'"),
        (["angle=Infinity"], "invalid value for angle: expected a finite number, got 'Infinity'"),
        (["angle=1e999"], "invalid value for angle: expected a finite number, got '1e999'"),
        (["delay=-1s"], "delay must be at least 0, got -1 ('-1s')"),
        (["angle=2"], "angle must be within 0...1.6, got 2"),
        (["angle=-0.5"], "angle must be within 0...1.6, got -0.5"),
        (["angle=100deg"], "angle must be within 0...1.6, got 1.7453292519943295 ('100deg')"),
        (["delay=-1"], "delay must be at least 0, got -1"),
        (["gain=2"], "gain must be at most 1, got 2"),
        // Integers.
        (["count=2.5"], "invalid value for count: expected an integer, got '2.5'"),
        (["count=1e20"], "invalid value for count: expected an integer, got '1e20'"),
        (["count=many"], "invalid value for count: expected an integer, got 'many'"),
        (["count=9"], "count must be within 1...8, got 9"),
        (["count=0"], "count must be within 1...8, got 0"),
        // Vectors.
        (["offset=(1,2,3)"], "invalid value for offset: expected 2 numbers, got 3 in '(1,2,3)'"),
        (["offset=5"], "invalid value for offset: expected 2 numbers, got 1 in '5'"),
        (["offset=()"], "invalid value for offset: expected 2 numbers, got 0 in '()'"),
        (["offset=1,2,3,4,5"], "invalid value for offset: expected 2 numbers, got 5 in '1,2,3,4,5'"),
        (["offset=(a,b)"], "invalid value for offset: expected a vector of 2 numbers, got '(a,b)'"),
        (["offset=(1,2"], "invalid value for offset: expected a vector of 2 numbers, got '(1,2'"),
        (["offset=1,2)"], "invalid value for offset: expected a vector of 2 numbers, got '1,2)'"),
        (["offset=(1,,2)"], "invalid value for offset: expected a vector of 2 numbers, got '(1,,2)'"),
        (["offset=(nan,0)"], "invalid value for offset: expected a finite number, got '(nan,0)'"),
        (["offset=(1px,0)"], "invalid value for offset: unknown unit 'px' in '(1px,0)' (expected pt)"),
        // Switches and choices.
        (
            ["forward=maybe"],
            "invalid value for forward: expected true or false (or yes/no, on/off, 1/0), got 'maybe'"
        ),
        (["forward="], "invalid value for forward: expected true or false (or yes/no, on/off, 1/0), got ''"),
        (
            ["from=rigth"],
            "invalid value for from: 'rigth' is not one of left, right, top, bottom (did you mean 'right'?)"
        ),
        (
            ["from=Left"],
            "invalid value for from: 'Left' is not one of left, right, top, bottom (did you mean 'left'?)"
        ),
        (["from=diagonal"], "invalid value for from: 'diagonal' is not one of left, right, top, bottom"),
    ])
    func textBindingErrorsSayWhatIsWrong(assignments: [String], message: String) {
        #expect(errorMessage(ParameterError.self) { try Fixtures.demo.bind(assignments) } == message)
    }

    @Test func everySpellingTheSwitchMessageNamesIsAccepted() throws {
        // "true or false (or yes/no, on/off, 1/0)": each word of the message binds, in any case.
        let message = errorMessage(ParameterError.self) { try Fixtures.demo.bind(["forward=maybe"]) }
        let words = ["true", "false", "yes", "no", "on", "off", "1", "0"]
        #expect(message.contains("true or false (or yes/no, on/off, 1/0)"))
        for word in words {
            let bound = try Fixtures.demo.bind(["forward=\(word.uppercased())"])
            #expect(try bound.bool("forward") == ["true", "yes", "on", "1"].contains(word), "\(word)")
        }
    }

    @Test(arguments: [
        ("angle", ParameterValue.bool(true), "invalid value for angle: expected a number, got 'true'"),
        ("angle", .number(2), "angle must be within 0...1.6, got 2"),
        ("angle", .number(.nan), "invalid value for angle: expected a finite number, got 'nan'"),
        ("count", .number(2.5), "invalid value for count: expected an integer, got '2.5'"),
        ("count", .vector(Value(1, 2)), "invalid value for count: expected an integer, got '(1, 2)'"),
        ("offset", .number(1), "invalid value for offset: expected a vector of 2 numbers, got '1'"),
        (
            "offset", .vector(Value(1, 2, 3)),
            "invalid value for offset: expected 2 numbers, got 3 in '(1, 2, 3)'"
        ),
        (
            "offset", .vector(Value(1, .infinity)),
            "invalid value for offset: expected a finite number, got '(1, inf)'"
        ),
        ("forward", .choice("yes"), "invalid value for forward: expected true or false, got 'yes'"),
        ("from", .choice("up"), "invalid value for from: 'up' is not one of left, right, top, bottom"),
        ("from", .number(1), "invalid value for from: expected one of left, right, top, bottom, got '1'"),
        ("zoom", .number(1), "unknown parameter 'zoom' (did you mean 'from'?)"),
    ])
    func typedOverrideErrorsMatchTextOnes(name: String, value: ParameterValue, message: String) {
        #expect(errorMessage(ParameterError.self) { try Fixtures.demo.bind([name: value]) } == message)
    }

    @Test func typedOverridesReportTheFirstNameInOrder() {
        let overrides: [String: ParameterValue] = [
            "offset": .number(1), "angle": .number(9), "zoom": .number(1),
        ]
        #expect(
            errorMessage(ParameterError.self) { try Fixtures.demo.bind(overrides) }
                == "angle must be within 0...1.6, got 9")
    }

    @Test func anEffectWithoutParametersSaysSo() {
        let descriptor = EffectDescriptor(name: "plain", summary: "no parameters", duration: 1)
        #expect(
            errorMessage(ParameterError.self) { try descriptor.bind(["angle=1"] as [String]) }
                == "unknown parameter 'angle'; this effect has no parameters")
    }

    @Test(arguments: [
        ("angel", "unknown parameter 'angel' (did you mean 'angle'?)"),
        ("offset", "parameter offset holds (90, -20), not a number"),
        ("from", "parameter from holds right, not a number"),
    ])
    func readingANumberWrongly(name: String, message: String) {
        let values = Fixtures.demo.defaults()
        #expect(errorMessage(EffectError.self) { try values.number(name) } == message)
    }

    @Test func readingOtherKindsWrongly() {
        let values = Fixtures.demo.defaults()
        #expect(
            errorMessage(EffectError.self) { try values.integer("angle") }
                == "parameter angle holds 0.15, not an integer")
        #expect(
            errorMessage(EffectError.self) { try values.vector("angle") }
                == "parameter angle holds 0.15, not a vector")
        #expect(
            errorMessage(EffectError.self) { try values.bool("from") }
                == "parameter from holds right, not true or false")
        #expect(
            errorMessage(EffectError.self) { try values.choice("forward") }
                == "parameter forward holds true, not a choice")
    }
}
