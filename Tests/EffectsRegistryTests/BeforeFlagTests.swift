import Testing

@testable import EffectsRegistry

/// CSS Easing's before flag, set as Web Animations sets it.
///
/// It is set in the before phase when the iteration runs forwards and in the after phase when it
/// runs backwards; at a jump it gives the step below.
@Suite struct BeforeFlagTests {
    /// The opacity of a layer at `time` with `animation` on it.
    private func opacity(at time: Double, _ animation: Animation) throws -> Double? {
        let layer = Layer(name: "layer", animations: [animation])
        return Sampler(timeline: try Timeline(duration: 1, layers: [layer])).value(
            of: "layer.opacity", at: time)
    }

    /// An opacity track from 0 to 1 whose whole timing is `steps(4, position)`.
    private func stepped(_ position: StepPosition, _ timing: MediaTiming) throws -> Animation {
        .track(
            try Track(
                keyPath: "opacity", values: [Value(0), Value(1)],
                timingFunction: .steps(try Steps(count: 4, position: position)), timing: timing))
    }

    @Test func aReversedIterationHeldAfterItsEndTakesTheStepBelow() throws {
        // Issue 12: `repeat 1 autoreverse fill forwards timing steps(4, jump-start)` ends running
        // backwards at input 0; the browser shows 0 there, not 0.25.
        let track = try stepped(
            .jumpStart, MediaTiming(duration: 1, repeatCount: 1, autoreverses: true, fillMode: .forwards))
        #expect(try opacity(at: 2, track) == 0)
        #expect(try opacity(at: 2.5, track) == 0)
        // While it runs the flag is clear, backwards too.
        #expect(try opacity(at: 1.5, track) == 0.75)
        #expect(try opacity(at: 1.999, track) == 0.25)
    }

    @Test func aKeyframeEasingTakesTheFlagToo() throws {
        // Browsers pass the flag to keyframe-level easings as well.
        let keyframes = Animation.track(
            try Track(
                keyPath: "opacity", values: [Value(0), Value(1)],
                timingFunctions: [.steps(try Steps(count: 4, position: .jumpStart))],
                timing: MediaTiming(duration: 1, autoreverses: true, fillMode: .forwards)))
        #expect(try opacity(at: 3, keyframes) == 0)
    }

    @Test func aForwardIterationHeldBeforeItsBeginTakesTheStepBelow() throws {
        // CSS Easing's example: steps(…, jump-start) with a delay and a backwards fill shows 0.
        let track = try stepped(.jumpStart, MediaTiming(beginTime: 1, duration: 1, fillMode: .backwards))
        #expect(try opacity(at: 0, track) == 0)
        #expect(try opacity(at: 1, track) == 0.25)
    }

    @Test func aReversedIterationHeldBeforeItsBeginKeepsTheStepAbove() throws {
        // An offset of 1.5 s starts an autoreversing 1 s track half-way back: the before phase of
        // a backwards iteration, where the flag is clear (input 0.5 gives 0.5, not 0.25).
        let offset = MediaTiming(
            beginTime: 1, duration: 1, autoreverses: true, fillMode: .backwards, timeOffset: 1.5)
        #expect(try opacity(at: 0, try stepped(.jumpEnd, offset)) == 0.5)
        // Starting on the turn, the iteration that begins there runs backwards: input 1 gives 1.
        let turn = MediaTiming(
            beginTime: 1, duration: 1, autoreverses: true, fillMode: .backwards, timeOffset: 1)
        #expect(try opacity(at: 0, try stepped(.jumpEnd, turn)) == 1)
    }

    @Test func aForwardIterationHeldAfterItsEndKeepsTheStepAbove() throws {
        let track = try stepped(.jumpEnd, MediaTiming(duration: 1, fillMode: .forwards))
        #expect(try opacity(at: 2, track) == 1)
        // Ending on the turn (half an autoreversing repetition), the iteration that ends there ran
        // forwards.
        let half = MediaTiming(duration: 1, repeatCount: 0.5, autoreverses: true, fillMode: .forwards)
        #expect(try opacity(at: 2, try stepped(.jumpEnd, half)) == 1)
    }

    @Test func aGroupHeldAfterAReversedEndFlagsItsTracks() throws {
        // The group's last iteration ran backwards, so its children are held on their near side.
        let group = try AnimationGroup(
            timing: MediaTiming(duration: 1, autoreverses: true, fillMode: .forwards),
            animations: [try stepped(.jumpStart, MediaTiming(duration: 1))])
        #expect(try opacity(at: 3, .group(group)) == 0)
    }

    @Test func theFlagFollowsThePhaseAndTheDirection() {
        #expect(LocalTime(time: 0, iteration: 0, isBefore: true).beforeFlag)
        #expect(!LocalTime(time: 0, iteration: 0, isBefore: true, isReversed: true).beforeFlag)
        #expect(LocalTime(time: 0, iteration: 0, isAfter: true, isReversed: true).beforeFlag)
        #expect(!LocalTime(time: 1, iteration: 0, isAfter: true).beforeFlag)
        #expect(!LocalTime(time: 0.5, iteration: 0, isReversed: true).beforeFlag)
    }
}
