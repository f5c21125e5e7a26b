import EffectsRegistry
import TestSupport
import Testing

@Suite struct ParameterValuesTests {
    @Test func readsEveryKind() throws {
        let values = try Fixtures.demo.bind(["count=6", "offset=(1,2)", "forward=off", "from=left"])
        #expect(try values.number("angle") == 0.15)
        #expect(try values.number("count") == 6)
        #expect(try values.integer("count") == 6)
        #expect(try values.vector("offset") == Value(1, 2))
        #expect(try values.bool("forward") == false)
        #expect(try values.choice("from") == "left")
    }

    @Test func readsAWholeNumberParameterAsAnInteger() throws {
        let values = try Fixtures.demo.bind(["spacing=12"])
        #expect(try values.integer("spacing") == 12)
    }

    @Test func valuesFromDifferentBindingsDiffer() throws {
        #expect(try Fixtures.demo.bind(["angle=0.2"]) != Fixtures.demo.defaults())
        #expect(try Fixtures.demo.bind(["angle=0.2"]) == Fixtures.demo.bind(["angle": .number(0.2)]))
    }

    @Test func effectsGetTheirParametersThroughTheConvenienceEntryPoint() throws {
        #expect(try Fixtures.timed.timeline(assignments: ["length=500ms"]).duration == 0.5)
        #expect(try Fixtures.timed.timeline().duration == 1)
        #expect(
            errorMessage(EffectError.self) { try Fixtures.timed.timeline(assignments: ["length=20"]) }
                == "length must be within 0...10, got 20")
        #expect(throws: EffectError.parameter(.duplicate(name: "length"))) {
            try Fixtures.timed.timeline(assignments: ["length=1", "length=2"])
        }
    }

    @Test func contextDefaultsToA375By667Viewport() {
        let context = EffectContext()
        #expect(context.viewportWidth == 375)
        #expect(context.viewportHeight == 667)
        #expect(context.viewport == Value(375, 667))
        #expect(EffectContext(viewportWidth: 1024, viewportHeight: 768).viewport == Value(1024, 768))
    }

    @Test func effectErrorsPrintTheirMessages() {
        #expect(
            EffectError(TimelineError.duplicateLayer("front")).description
                == "invalid timeline: two layers are named 'front'")
        #expect(EffectError.invalidTimeline("no layers").description == "invalid timeline: no layers")
        #expect(
            EffectError.failed("fade.fx:2:3: error: unknown name 'x'").description
                == "fade.fx:2:3: error: unknown name 'x'")
        #expect(EffectError.parameter(.duplicate(name: "angle")).description == "angle is given twice")
    }
}
