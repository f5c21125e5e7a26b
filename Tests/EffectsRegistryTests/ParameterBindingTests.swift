import EffectsRegistry
import TestSupport
import Testing

@Suite struct ParameterBindingTests {
    @Test func defaultsHoldEveryParameterInDeclarationOrder() {
        let values = Fixtures.demo.defaults()
        #expect(values.names == ["angle", "delay", "offset", "count", "forward", "from", "spacing", "gain"])
        #expect(values["angle"] == .number(0.15))
        #expect(values["offset"] == .vector(Value(90, -20)))
        #expect(values["count"] == .number(4))
        #expect(values["forward"] == .bool(true))
        #expect(values["from"] == .choice("right"))
        #expect(values["nothing"] == nil)
    }

    @Test(arguments: [
        ("angle=0.2", "angle", ParameterValue.number(0.2)),
        (" angle = 0.2 ", "angle", .number(0.2)),
        ("angle=1e-3", "angle", .number(0.001)),
        ("angle=.5", "angle", .number(0.5)),
        ("angle=1.", "angle", .number(1)),
        ("angle=0.5rad", "angle", .number(0.5)),
        ("angle=45deg", "angle", .number(Double.pi / 4)),
        ("angle=90 deg", "angle", .number(Double.pi / 2)),
        ("delay=0.3s", "delay", .number(0.3)),
        ("delay=300ms", "delay", .number(0.3)),
        ("delay=2", "delay", .number(2)),
        ("delay=1E+2", "delay", .number(100)),
        ("spacing=-3", "spacing", .number(-3)),
        ("spacing=+4.5", "spacing", .number(4.5)),
        ("gain=-1e6", "gain", .number(-1_000_000)),
        ("count=3", "count", .number(3)),
        ("count=8", "count", .number(8)),
        ("count=2e0", "count", .number(2)),
        ("count=1.0", "count", .number(1)),
        ("offset=(100,-30)", "offset", .vector(Value(100, -30))),
        ("offset=100,-30", "offset", .vector(Value(100, -30))),
        ("offset=( 100 , -30 )", "offset", .vector(Value(100, -30))),
        ("offset=100, -30", "offset", .vector(Value(100, -30))),
        ("offset=(100pt, -30pt)", "offset", .vector(Value(100, -30))),
        ("forward=false", "forward", .bool(false)),
        ("forward=TRUE", "forward", .bool(true)),
        ("forward=yes", "forward", .bool(true)),
        ("forward=no", "forward", .bool(false)),
        ("forward=on", "forward", .bool(true)),
        ("forward=off", "forward", .bool(false)),
        ("forward=1", "forward", .bool(true)),
        ("forward=0", "forward", .bool(false)),
        ("from=left", "from", .choice("left")),
        ("from= bottom", "from", .choice("bottom")),
    ])
    func bindsText(assignment: String, name: String, expected: ParameterValue) throws {
        let values = try Fixtures.demo.bind([assignment])
        #expect(values[name] == expected)
    }

    @Test func keepsDefaultsForParametersNotGiven() throws {
        let values = try Fixtures.demo.bind(["angle=0.2", "from=top"])
        #expect(values["angle"] == .number(0.2))
        #expect(values["from"] == .choice("top"))
        #expect(values["offset"] == Fixtures.demo.defaults()["offset"])
        #expect(values["count"] == Fixtures.demo.defaults()["count"])
    }

    @Test func bindsTypedOverrides() throws {
        let values = try Fixtures.demo.bind([
            "angle": .number(1), "offset": .vector(Value(1, 2)), "from": .choice("top"),
        ])
        #expect(values["angle"] == .number(1))
        #expect(values["offset"] == .vector(Value(1, 2)))
        #expect(values["from"] == .choice("top"))
        #expect(values["delay"] == .number(0))
    }

    @Test func emptyBindingsAreTheDefaults() throws {
        #expect(try Fixtures.demo.bind([String]()) == Fixtures.demo.defaults())
        #expect(try Fixtures.demo.bind([String: ParameterValue]()) == Fixtures.demo.defaults())
    }

    @Test func printsValuesInTheFormBindingReads() {
        #expect(ParameterValue.number(0.2).description == "0.2")
        #expect(ParameterValue.number(3).description == "3")
        #expect(ParameterValue.number(-0.0).description == "0")
        #expect(ParameterValue.number(1e-5).description == "0.00001")
        #expect(ParameterValue.number(1e-7).description == "1e-7")
        #expect(ParameterValue.number(1e15).description == "1000000000000000")
        #expect(ParameterValue.vector(Value(100, -30)).description == "(100, -30)")
        #expect(ParameterValue.bool(false).description == "false")
        #expect(ParameterValue.choice("right").description == "right")
        #expect(
            Fixtures.demo.defaults().description
                == "angle=0.15 delay=0 offset=(90, -20) count=4 forward=true from=right spacing=10 gain=0.5")
    }

    @Test(arguments: [
        ParameterValue.number(0.1), .number(1.0 / 3), .number(-0.0), .number(1e-7), .number(-123_456.789),
        .number(1e15), .number(999_999_999_999_999), .number(9_007_199_254_740_994), .number(1e300),
        .number(-Double.leastNonzeroMagnitude), .number(Double.greatestFiniteMagnitude),
    ])
    func numbersRoundTripThroughText(value: ParameterValue) throws {
        let values = try Fixtures.demo.bind(["spacing=\(value)"])
        #expect(values["spacing"] == value)
    }

    @Test func vectorsRoundTripThroughText() throws {
        let value = ParameterValue.vector(Value(0.1, -1e-7))
        #expect(try Fixtures.demo.bind(["offset=\(value)"])["offset"] == value)
    }

    @Test func manyFiniteNumbersRoundTripThroughText() throws {
        // A fixed-seed generator over all bit patterns: the sweep is the same on every run.
        var generator = SeededGenerator(seed: 0x9E37_79B9_7F4A_7C15)
        var checked = 0
        while checked < 2000 {
            let number = Double(bitPattern: generator.next())
            guard number.isFinite else { continue }
            let text = ParameterValue.number(number).description
            #expect(try Fixtures.demo.bind(["spacing=\(text)"])["spacing"] == .number(number), "\(text)")
            checked += 1
        }
    }

    @Test func assignmentsOfBoundValuesBindBackToTheSameValues() throws {
        let values = try Fixtures.demo.bind([
            "angle=30deg", "offset=(1.5,2)", "forward=no", "from=top", "count=7",
        ])
        #expect(try Fixtures.demo.bind(values.assignments) == values)
        #expect(try Fixtures.demo.bind(Fixtures.demo.defaults().assignments) == Fixtures.demo.defaults())
    }

    @Test func aValueMayContainAnEqualsSign() throws {
        let descriptor = EffectDescriptor(
            name: "eq", summary: "a choice with an equals sign",
            parameters: [.choice("mode", ["a=b", "c"], default: "c", help: "mode")], duration: 1)
        #expect(try descriptor.bind(["mode=a=b"])["mode"] == .choice("a=b"))
    }
}
