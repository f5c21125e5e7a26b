import EffectsRegistry
import Testing

@testable import EffectDSL

/// Long derivation chains end with an error, never a crash.
///
/// Building an effect builds its base's timeline, one level after another, and ordering effects
/// by base recursed once per level: a file of a few thousand `effect eN: eN-1 { }` lines overflowed
/// the stack. Chains are limited to `DSLLimits.derivationDepth` bases, with their own error.
@Suite struct DerivationLimitTests {
    /// `count` effects, each deriving from the one before.
    static func chain(_ count: Int) -> String {
        (["effect e0 { duration 1s; layer l { set opacity = 0; animate opacity from 1 to 0 } }"]
            + (1..<count).map { "effect e\($0): e\($0 - 1) { }" }).joined(separator: "\n")
    }

    @Test func aChainWithinTheLimitLoadsAndBuilds() throws {
        let depth = DSLLimits.standard.derivationDepth
        let result = DSLLoader.load(SourceFile(name: "chain.fx", text: Self.chain(depth + 1)))
        #expect(result.diagnostics.isEmpty)
        let last = try #require(result.effects.last)
        #expect(last.descriptor.name == "e\(depth)")
        let timeline = try last.timeline(last.descriptor.defaults(), context: EffectContext())
        #expect(timeline.duration == 1)
    }

    @Test func oneBaseTooManyIsAnErrorAtTheBaseName() {
        let depth = DSLLimits.standard.derivationDepth
        let result = DSLLoader.load(SourceFile(name: "chain.fx", text: Self.chain(depth + 2)))
        #expect(result.hasErrors && result.effects.isEmpty)
        let message = "effects derive from each other more than \(depth) deep"
        #expect(result.diagnostics.map(\.message) == [message])
        #expect(result.diagnostics.first?.range.start.line == depth + 2)
        #expect(result.diagnostics.first?.range.start.column == "effect e\(depth + 1): ".utf8.count + 1)
    }

    // Regression: signal 11 (stack overflow) before the limit.
    @Test func aChainOfTwentyThousandEndsWithErrorsNotACrash() {
        let result = DSLLoader.load(SourceFile(name: "chain.fx", text: Self.chain(20_000)))
        #expect(result.hasErrors && result.effects.isEmpty)
        #expect(result.diagnostics.count <= DSLLimits.standard.errors + 1)
    }

    @Test func aCycleAfterALongChainIsStillACycle() {
        let text = Self.chain(10) + "\neffect x: y { }\neffect y: x { }\neffect z: x { }"
        let result = DSLLoader.load(SourceFile(name: "chain.fx", text: text))
        #expect(
            result.diagnostics.map(\.message) == [
                "effects derive from each other in a cycle: 'x' → 'y' → 'x'",
                "effects derive from each other in a cycle: 'x' → 'y' → 'x'",
                "the base effect 'x' did not load",
            ])
    }
}
