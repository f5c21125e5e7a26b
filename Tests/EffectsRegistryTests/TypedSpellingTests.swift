import Testing

@testable import EffectsRegistry

/// The typed spellings beside the text ones: parameters bound from Swift literals, examples with
/// labelled arguments, a timeline body without `do`/`catch`, a duration that follows its parameter.
@Suite struct TypedSpellingTests {
    @Test func literalsBindAsTheirTextDoes() throws {
        let typed = try Fixtures.demo.bind(["angle": 0.3, "count": 6, "forward": false, "from": "left"])
        let text = try Fixtures.demo.bind(["angle=0.3", "count=6", "forward=false", "from=left"])
        #expect(typed == text)
        #expect(throws: ParameterError.self) { try Fixtures.demo.bind(["count": 0.5]) }
        #expect(throws: ParameterError.self) { try Fixtures.demo.bind(["from": "nowhere"]) }
    }

    @Test func aLabelledExampleIsTheUnlabelledOne() {
        let labelled = EffectExample(
            note: "it ends where it rests", parameters: ["rise": 40, "from": "left"], at: .progress(1),
            expect: ["toast.position.y": 587])
        let unlabelled = EffectExample(
            ["rise=40", "from=left"], at: .progress(1), expect: ["toast.position.y": 587],
            "it ends where it rests")
        #expect(labelled == unlabelled)
        #expect(EffectExample(note: "n", at: .time(0), expect: [:]).assignments.isEmpty)
    }

    @Test func aTimelineErrorInTheBodyBecomesAnEffectError() throws {
        let built = try EffectError.catching { try ModelValue(keyPath: "opacity", value: Value(1)) }
        #expect(built.value == Value(1))
        #expect(throws: EffectError.invalidTimeline("unknown key path 'nonsense'")) {
            try EffectError.catching { try ModelValue(keyPath: "nonsense", value: Value(1)) }
        }
    }

    @Test func anEffectErrorInTheBodyStaysItself() {
        let parameters = Fixtures.demo.defaults()
        #expect(throws: EffectError.self) {
            try EffectError.catching { try parameters.number("no-such-parameter") }
        }
        #expect {
            try EffectError.catching { try parameters.number("no-such-parameter") }
        } throws: { error in
            if case .parameter = error as? EffectError { return true }
            return false
        }
    }

    @Test func theDurationFollowsItsParameter() {
        var descriptor = EffectDescriptor(
            name: "toast", summary: "a toast",
            parameters: [.number("duration", default: 0.4, in: 0.05...5, help: "how long it takes")],
            durationParameter: "duration")
        #expect(descriptor.duration == 0.4)
        #expect(descriptor.problems().isEmpty)
        descriptor.parameters = [.number("duration", default: 0.7, help: "how long it takes")]
        #expect(descriptor.duration == 0.7)
        descriptor.duration = 2
        #expect(descriptor.duration == 2 && descriptor.durationParameter == nil)
    }

    @Test func aDurationParameterThatIsNoNumberIsAProblem() {
        let descriptor = EffectDescriptor(
            name: "toast", summary: "a toast", parameters: [.bool("duration", default: true, help: "no")],
            durationParameter: "duration")
        #expect(
            descriptor.problems() == [
                "the duration parameter 'duration' is not a number parameter of the effect"
            ])
        let missing = EffectDescriptor(
            name: "toast", summary: "a toast", parameters: [], durationParameter: "length")
        #expect(missing.problems().contains { $0.contains("'length'") })
    }
}
