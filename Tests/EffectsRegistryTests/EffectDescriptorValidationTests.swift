import EffectsRegistry
import TestSupport
import Testing

@Suite struct EffectDescriptorValidationTests {
    @Test func aSoundDescriptorHasNoProblems() {
        #expect(Fixtures.demo.problems().isEmpty)
        #expect(Fixtures.timed.descriptor.problems().isEmpty)
    }

    /// A name may start with `_`, as a `.fx` name may (the `dsl` fuzz target found
    /// `effect _ood-one { … }` loading with a descriptor called unsound).
    @Test func aNameMayStartWithAnUnderscore() {
        let descriptor = EffectDescriptor(
            name: "_ood-one", summary: "", parameters: [.number("_size", default: 0, help: "")], duration: 1)
        #expect(descriptor.problems().isEmpty)
    }

    @Test(arguments: [
        (
            EffectDescriptor(name: "two words", summary: "", duration: 1),
            "the name 'two words' is not an identifier (a letter or '_', then letters, digits, '-' or '_')"
        ),
        (
            EffectDescriptor(name: "-x", summary: "", duration: 1),
            "the name '-x' is not an identifier (a letter or '_', then letters, digits, '-' or '_')"
        ),
        (
            EffectDescriptor(name: "x", summary: "", duration: -1),
            "the duration must be a finite number of seconds, 0 or more, got -1"
        ),
        (
            EffectDescriptor(name: "x", summary: "", duration: .nan),
            "the duration must be a finite number of seconds, 0 or more, got nan"
        ),
        (
            EffectDescriptor(
                name: "x", summary: "", parameters: [.number("a=b", default: 0, help: "")], duration: 1),
            "the parameter name 'a=b' is not an identifier (a letter or '_', then letters, digits, '-' or '_')"
        ),
        (
            EffectDescriptor(
                name: "x", summary: "",
                parameters: [.number("a", default: 0, help: ""), .bool("a", default: true, help: "")],
                duration: 1),
            "parameter a is declared twice"
        ),
        (
            EffectDescriptor(
                name: "x", summary: "", parameters: [.number("a", default: 2, in: 0...1, help: "")],
                duration: 1),
            "the default of a does not fit: a must be within 0...1, got 2"
        ),
        (
            EffectDescriptor(
                name: "x", summary: "", parameters: [.choice("side", ["l", "r"], default: "up", help: "")],
                duration: 1),
            "the default of side does not fit: invalid value for side: 'up' is not one of l, r"
        ),
        (
            EffectDescriptor(
                name: "x", summary: "", parameters: [.choice("side", [], default: "", help: "")],
                duration: 1),
            "choice parameter side has no choices"
        ),
        (
            EffectDescriptor(
                name: "x", summary: "", parameters: [.choice("side", ["l", "l"], default: "l", help: "")],
                duration: 1),
            "choice parameter side lists a choice twice"
        ),
        (
            EffectDescriptor(
                name: "x", summary: "",
                parameters: [
                    ParameterDescriptor(
                        name: "v", kind: .vector(count: 5), defaultValue: .vector(Value(0, 0)), help: "")
                ], duration: 1),
            "vector parameter v must have 1 to 4 components, not 5"
        ),
        (
            EffectDescriptor(
                name: "x", summary: "",
                parameters: [
                    ParameterDescriptor(
                        name: "n", kind: .integer(range: 1...3), defaultValue: .number(1.5), help: "")
                ], duration: 1),
            "the default of n does not fit: invalid value for n: expected an integer, got '1.5'"
        ),
    ])
    func theRegistryRefusesDescriptorsWithProblems(descriptor: EffectDescriptor, problems: String) {
        #expect(descriptor.problems().joined(separator: "; ") == problems)
        var registry = EffectRegistry()
        #expect(
            errorMessage(RegistryError.self) {
                try registry.register(FakeEffect(descriptor), origin: .builtIn)
            }
                == "invalid effect '\(descriptor.name)' (built-in): \(problems)")
        #expect(registry.count == 0)
    }

    @Test func refusedEffectsBecomeLoadFailures() {
        var registry = EffectRegistry()
        let broken = FakeEffect(EffectDescriptor(name: "x", summary: "", duration: -1))
        let failures = registry.load(from: StaticEffectProvider(name: "built-in effects", effects: [broken]))
        #expect(
            failures == [
                EffectLoadFailure(
                    source: "built-in",
                    message: "invalid effect 'x' (built-in): "
                        + "the duration must be a finite number of seconds, 0 or more, got -1")
            ])
    }
}
