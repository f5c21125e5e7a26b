import Testing

@testable import EffectsRegistry

@Suite struct StepsTests {
    static func steps(_ count: Int, _ position: StepPosition) throws -> Steps {
        try Steps(count: count, position: position)
    }

    /// CSS Easing Level 2's figure of `steps(3, …)`: each position at the ends, inside each interval
    /// and at a jump (the top of the step is taken there).
    static let figure: [(StepPosition, [Double])] = [
        (.jumpStart, [1.0 / 3, 1.0 / 3, 2.0 / 3, 1, 1, 1]),
        (.jumpEnd, [0, 0, 1.0 / 3, 2.0 / 3, 2.0 / 3, 1]),
        (.jumpNone, [0, 0, 0.5, 1, 1, 1]),
        (.jumpBoth, [0.25, 0.25, 0.5, 0.75, 0.75, 1]),
    ]

    @Test(arguments: figure)
    func theSpecFigureOfThreeSteps(position: StepPosition, outputs: [Double]) throws {
        let function = try Self.steps(3, position)
        let inputs: [Double] = [0, 0.1, 0.4, 0.7, 0.9, 1]
        #expect(inputs.map { function.value(at: $0) } == outputs)
    }

    @Test func jumpsHappenExactlyAtTheBoundaries() throws {
        // With four steps the boundaries 0.25, 0.5, 0.75 are exact in binary.
        let end = try Self.steps(4, .jumpEnd)
        let quarter = 0.25
        let half = 0.5
        let one = 1.0
        let endInputs = [quarter.nextDown, quarter, half.nextDown, half, 0.75, one.nextDown]
        #expect(endInputs.map { end.value(at: $0) } == [0, 0.25, 0.25, 0.5, 0.75, 0.75])
        let both = try Self.steps(4, .jumpBoth)
        #expect([0, quarter, one.nextDown, 1].map { both.value(at: $0) } == [0.2, 0.4, 0.8, 1])
        let none = try Self.steps(4, .jumpNone)
        #expect([0, 0.25, 0.5, 0.75, 1].map { none.value(at: $0) } == [0, 1.0 / 3, 2.0 / 3, 1, 1])
    }

    @Test func theBeforeFlagGivesTheBottomOfAStepAtItsJump() throws {
        // The spec's example: steps(5, start) with a delay and backwards fill is at 0 during the delay
        // (input 0, before flag set) and at the top of the first step, 0.2, once the interval begins.
        let start = try Self.steps(5, .jumpStart)
        #expect(start.value(at: 0, beforeFlag: true) == 0)
        #expect(start.value(at: 0, beforeFlag: false) == 0.2)
        // At a jump inside the interval the flag takes the step below; between jumps it changes nothing.
        let end = try Self.steps(4, .jumpEnd)
        #expect(end.value(at: 0.5, beforeFlag: true) == 0.25)
        #expect(end.value(at: 0.6, beforeFlag: true) == 0.5)
        #expect(end.value(at: 1, beforeFlag: true) == 0.75)
        // Never below 0 for inputs from 0 on.
        #expect(end.value(at: 0, beforeFlag: true) == 0)
    }

    @Test func anInputWithinTheToleranceBelowAJumpIsAtIt() throws {
        // 0.3 / 0.4 is 0.7499999999999999: steps(4) takes it as the jump at 0.75 within a tolerance,
        // and as CSS Easing says without one.
        let end = try Self.steps(4, .jumpEnd)
        let input = 0.3 / 0.4
        #expect(end.value(at: input, tolerance: 1e-12) == 0.75)
        #expect(end.value(at: input) == 0.5)
        #expect(end.value(at: 0.75 - 1e-9, tolerance: 1e-12) == 0.5)
        // The before flag then takes the step below the jump reached.
        #expect(end.value(at: input, beforeFlag: true, tolerance: 1e-12) == 0.5)
        #expect(try Self.steps(4, .jumpStart).value(at: -1e-17, tolerance: 1e-12) == 0.25)
    }

    @Test func inputsInZeroToOneGiveOutputsInZeroToOneAndOutsideTheStepsContinue() throws {
        // jump-start would mathematically reach 5/4 at input 1; the spec clamps it to 1 (steps 4 and 6).
        let start = try Self.steps(4, .jumpStart)
        #expect(start.value(at: 1) == 1)
        #expect(start.value(at: -0.1) == 0)
        #expect(start.value(at: -0.3) == -0.25)
        let end = try Self.steps(4, .jumpEnd)
        #expect(end.value(at: 1.3) == 1.25)
        #expect(end.value(at: -0.1) == -0.25)
    }

    @Test func theKeywordsAreOneStepAtEitherEnd() throws {
        // step-start = steps(1, start), step-end = steps(1, end).
        #expect(TimingFunction.named("step-start") == .steps(try Self.steps(1, .jumpStart)))
        #expect(TimingFunction.named("step-end") == .steps(try Self.steps(1, .jumpEnd)))
        #expect(TimingFunction.named("step-start")?.value(at: 0) == 1)
        #expect(TimingFunction.named("step-end")?.value(at: 0.999_999) == 0)
        #expect(TimingFunction.named("step-end")?.value(at: 1) == 1)
    }

    @Test func mdnExamples() throws {
        // steps(4, end) and steps(10, jump-both) from MDN's <easing-function> page.
        #expect(try Self.steps(4, .jumpEnd).value(at: 0.6) == 0.5)
        #expect(try Self.steps(10, .jumpBoth).value(at: 0) == 1.0 / 11)
        #expect(try Self.steps(10, .jumpBoth).value(at: 0.55) == 6.0 / 11)
    }

    @Test func positionsByNameIncludingTheLegacyOnes() {
        #expect(StepPosition(name: "start") == .jumpStart)
        #expect(StepPosition(name: "end") == .jumpEnd)
        #expect(StepPosition.allCases.allSatisfy { StepPosition(name: $0.rawValue) == $0 })
        #expect(StepPosition(name: "jump-middle") == nil)
        #expect(StepPosition.names.allSatisfy { StepPosition(name: $0) != nil })
    }

    @Test(arguments: [
        (0, StepPosition.jumpEnd, "steps count must be at least 1, got 0"),
        (-3, .jumpStart, "steps count must be at least 1, got -3"),
        (1, .jumpNone, "steps count must be at least 2 with jump-none, got 1"),
    ])
    func refusesTooFewSteps(count: Int, position: StepPosition, message: String) {
        #expect {
            _ = try Steps(count: count, position: position)
        } throws: { error in
            (error as? TimingFunctionError)?.description == message
        }
    }

    @Test func theDefaultPositionIsJumpEnd() throws {
        #expect(try Steps(count: 2).position == .jumpEnd)
        #expect(try Steps(count: 2, position: .jumpNone).value(at: 0.5) == 1)
    }
}
