import EffectsRegistry
import Testing

/// The checks of an effect's examples that need no timeline, which the registry applies on
/// registration.
@Suite struct EffectExampleValidationTests {
    static func descriptor(_ examples: [EffectExample]) -> EffectDescriptor {
        var descriptor = Fixtures.timed.descriptor
        descriptor.examples = examples
        return descriptor
    }

    @Test func aSoundExampleHasNoProblems() {
        let example = EffectExample(["length=2"], at: .time(1.5), expect: ["box.opacity": 1], "half way")
        #expect(Self.descriptor([example]).problems().isEmpty)
    }

    @Test(arguments: [
        (
            EffectExample(["lenght=2"], at: .time(0), expect: ["a.b": 1], "x"),
            "example 'x': unknown parameter 'lenght' (did you mean 'length'?)"
        ),
        (
            EffectExample(["length=20"], at: .time(0), expect: ["a.b": 1], "x"),
            "example 'x': length must be within 0...10, got 20"
        ),
        (
            EffectExample(at: .time(-1), expect: ["a.b": 1], "x"),
            "example 'x': the time must be finite and 0 or more, got -1"
        ),
        (
            EffectExample(at: .progress(1.5), expect: ["a.b": 1], "x"),
            "example 'x': the progress must lie within 0...1, got 1.5"
        ),
        (EffectExample(at: .time(0), expect: [:], "x"), "example 'x' expects no values"),
        (
            EffectExample(at: .time(0), expected: [.init("a.b", 1), .init("a.b", 2)], note: "x"),
            "example 'x' expects a.b twice"
        ),
        (
            EffectExample(at: .time(0), expect: ["a.b": .infinity], "x"),
            "example 'x': the value of a.b is not finite"
        ),
        (
            EffectExample(at: .time(0), expect: ["a.b": 1], tolerance: -1, "x"),
            "example 'x': the tolerance must be finite and 0 or more, got -1"
        ),
        (
            EffectExample(at: .time(0), expect: ["a.b": 1], ""),
            "an example has no sentence saying what it shows"
        ),
    ])
    func refusesAnUnsoundExample(_ example: EffectExample, _ problem: String) {
        #expect(Self.descriptor([example]).problems() == [problem])
    }

    @Test func keepsTheExpectedValuesInTheirWrittenOrder() {
        let example = EffectExample(at: .progress(0.5), expect: ["z": 1, "a": 2, "m": 3], "x")
        #expect(example.expected.map(\.column) == ["z", "a", "m"])
        #expect(example.moment.seconds(duration: 2) == 1)
        #expect(example.moment.grid == .progresses([0.5]))
        #expect(EffectExample.Moment.time(0.25).grid == .times([0.25]))
    }
}
