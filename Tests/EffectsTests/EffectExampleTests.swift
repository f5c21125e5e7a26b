import EffectDSL
import EffectsRegistry
import TestSupport
import Testing

@testable import Effects

/// Every example of every effect of the registry holds.
///
/// The registry holds the built-ins and every shipped `.fx` file (``shippedRegistry()``). A mismatch
/// names the effect, the example and the column.
@Suite struct EffectExampleTests {
    /// One example of one effect.
    struct Case: CustomTestStringConvertible, Sendable {
        var effect: String
        var index: Int
        var example: EffectExample
        var testDescription: String { "\(effect) #\(index + 1): \(example.note)" }
    }

    /// The built-ins with the shipped `.fx` files.
    static let registry: EffectRegistry = shippedRegistry()

    static let cases: [Case] = registry.entries.flatMap { entry in
        entry.effect.descriptor.examples.enumerated().map { index, example in
            Case(effect: entry.name, index: index, example: example)
        }
    }

    /// What does not hold of one example, one line per column, naming the effect and the example.
    static func failures(_ testCase: Case) throws -> [String] {
        let effect = try registry.effect(named: testCase.effect)
        let label = "\(testCase.effect), example #\(testCase.index + 1) '\(testCase.example.note)'"
        return try effect.mismatches(of: testCase.example).map { "\(label): \($0)" }
    }

    @Test(arguments: cases)
    func exampleHolds(_ testCase: Case) throws {
        let failures = try Self.failures(testCase)
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    @Test func everyShippedEffectIsLoadedAndTheTwinsHaveExamples() {
        let names = Set(Self.cases.map(\.effect))
        for name in [
            "reveal", "slide", "stack", "swap-card", "reveal-fx", "slide-fx", "stack-fx", "swap-card-fx",
        ] {
            #expect(names.contains(name), "\(name) has no examples")
        }
        #expect(Self.registry.count >= 13)
    }

    @Test func aWrongValueFailsNamingTheEffectExampleAndColumn() throws {
        let original = try #require(Self.cases.first { $0.effect == "swap-card" })
        var broken = original
        broken.example.expected[0].value += 0.001
        broken.example.expected.append(EffectExample.Expectation("front.zPositon", 0))
        let failures = try Self.failures(broken)
        let column = original.example.expected[0].column
        #expect(
            failures == [
                "swap-card, example #1 '\(original.example.note)': \(column) is 0, expected 0.001",
                "swap-card, example #1 '\(original.example.note)': there is no column front.zPositon",
            ])
    }

    @Test func theToleranceIsRelativeAboveOneAndAbsoluteBelow() {
        let example = EffectExample(at: .time(0), expect: ["a": 1], "a")
        #expect(example.accepts(1e6 + 1e-4, expected: 1e6))
        #expect(!example.accepts(1e6 + 1e-2, expected: 1e6))
        #expect(example.accepts(1e-10, expected: 0))
        #expect(!example.accepts(1e-8, expected: 0))
        let loose = EffectExample(at: .time(0), expect: ["a": 1], tolerance: 0.01, "a")
        #expect(loose.accepts(0.995, expected: 1))
    }
}
