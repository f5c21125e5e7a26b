import Testing

@testable import EffectsRegistry

/// The operations the tool used to compute by hand: a registry entry taken out, the moments of an
/// explicit grid outside the effect, a timing function's samples.
@Suite struct CoreOperationsTests {
    @Test func aRemovedEffectCanBeRegisteredAgain() throws {
        var registry = EffectRegistry()
        try registry.register(
            FakeEffect(named: "fade"), origin: .file(path: "fxkit:effects/fade.fx", line: 1))
        try registry.register(FakeEffect(named: "push"), origin: .builtIn)
        let removed = registry.remove(named: "fade")
        #expect(removed?.origin == .file(path: "fxkit:effects/fade.fx", line: 1))
        #expect(registry.names == ["push"])
        try registry.register(FakeEffect(named: "fade"), origin: .file(path: "mine.fx", line: 3))
        #expect(registry.entry(named: "fade")?.origin == .file(path: "mine.fx", line: 3))
        #expect(registry.remove(named: "nothing") == nil)
        #expect(registry.count == 2)
    }

    @Test func theMomentsOutsideAreNamedOnceInOrder() {
        #expect(SampleGrid.times([0.5, 5, -1, 5, 1.2]).momentsOutside(duration: 1.2) == [5, -1])
        #expect(SampleGrid.progresses([0, 1, 1.5, -0.1]).momentsOutside(duration: 9) == [1.5, -0.1])
        #expect(SampleGrid.framesPerSecond(60).momentsOutside(duration: 1).isEmpty)
        #expect(SampleGrid.count(3, in: .progress).momentsOutside(duration: 1).isEmpty)
    }

    @Test func evenlySpacedInputsRunFromZeroToOne() {
        let samples = TimingFunctionSamples(.linear, inputs: .evenlySpaced(5))
        #expect(samples.columns == ["x", "y"])
        #expect(samples.inputs == [0, 0.25, 0.5, 0.75, 1])
        #expect(samples.outputs == samples.inputs)
        #expect(TimingFunctionSamples(.easeIn, inputs: .evenlySpaced(1)).inputs == [0])
    }

    @Test func aSpringsInputsAreSecondsOverItsSettling() throws {
        let spring = try Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)
        let samples = TimingFunctionSamples(.spring(spring), inputs: .evenlySpaced(3))
        #expect(samples.inputColumn == "t")
        #expect(samples.inputs == [0, spring.settlingDuration / 2, spring.settlingDuration])
        #expect(samples.outputs.last.map { abs($0 - 1) < 0.01 } == true)
        let given = TimingFunctionSamples(.spring(spring), inputs: .at([0.1]))
        #expect(given.inputs == [0.1])
        #expect(given.outputs == [TimingFunction.spring(spring).value(at: 0.1)])
    }
}
