import Testing

@testable import EffectsRegistry

/// Boundaries written in decimals fall on the side their decimal values say, although the binary
/// arithmetic that reaches them lands an ulp short (`0.3 − 0.1` is 0.19999999999999998, below 0.2).
///
/// Every case here but the last failed before boundaries were compared within
/// ``MediaTiming/boundaryTolerance``: each names the double that fell on the wrong side.
@Suite struct DecimalBoundaryTests {
    /// The value of `layer.x` (`position.x`, model value 7) at `time`, with `animations` on the layer.
    private func x(at time: Double, _ animations: [Animation]) throws -> Double? {
        let layer = Layer(
            name: "layer", modelValues: [try ModelValue(keyPath: "position.x", value: Value(7))],
            animations: animations)
        return Sampler(timeline: try Timeline(duration: 1, layers: [layer])).value(
            of: "layer.position.x", at: time)
    }

    /// A `position.x` track from `values`, with the given timing.
    private func track(
        _ values: [Double], keyTimes: [Double]? = nil, segments: [TimingFunction]? = nil,
        timing function: TimingFunction? = nil, mode: CalculationMode = .linear, cumulative: Bool = false,
        _ timing: MediaTiming
    ) throws -> Animation {
        .track(
            try Track(
                keyPath: "position.x", values: values.map { Value($0) }, keyTimes: keyTimes,
                timingFunctions: segments, timingFunction: function, calculationMode: mode,
                isCumulative: cumulative, timing: timing))
    }

    @Test func theEndOfTheActiveIntervalIsExclusive() throws {
        // Issue 12's case: 0.3 − 0.1 = 0.19999999999999998 < 0.2, which showed 99999.99999999999.
        let removed = try track([0, 100_000], MediaTiming(beginTime: 0.1, duration: 0.2))
        #expect(try x(at: 0.3, [removed]) == 7)
        let held = try track([0, 100_000], MediaTiming(beginTime: 0.1, duration: 0.2, fillMode: .forwards))
        #expect(try x(at: 0.3, [held]) == 100_000)
        // The last frame at 60 fps is the same moment, 18/60.
        let layer = Layer(
            name: "layer", modelValues: [try ModelValue(keyPath: "position.x", value: Value(7))],
            animations: [removed])
        let table = try Sampler(timeline: try Timeline(duration: 0.3, layers: [layer])).table(
            .framesPerSecond(60))
        #expect(table.column(named: "layer.position.x")?.last == 7)
    }

    @Test func aBeginReachedThroughAGroupIsInside() throws {
        // The group's local time at 0.3 is 0.3 − 0.1 = 0.19999999999999998, before the child's 0.2.
        let child = try track([10, 20], MediaTiming(beginTime: 0.2, duration: 0.5))
        let group = try AnimationGroup(
            timing: MediaTiming(beginTime: 0.1, duration: 1), animations: [child])
        #expect(try x(at: 0.3, [.group(group)]) == 10)
    }

    @Test func aFrozenBeginReachedThroughAGroupIsInside() throws {
        // Speed 0 shows the time offset from its begin on; the same 0.19999999999999998 missed it.
        let child = try track([10, 20], MediaTiming(beginTime: 0.2, duration: 1, speed: 0, timeOffset: 0.5))
        let group = try AnimationGroup(
            timing: MediaTiming(beginTime: 0.1, duration: 1), animations: [child])
        #expect(try x(at: 0.3, [.group(group)]) == 15)
    }

    @Test func aGroupClipsItsChildrenAtItsDecimalEnd() throws {
        // The group ends at 0.1 + 0.2; its child, 1 s long, was still showing 0.19999999999999998.
        let child = try track([0, 1], MediaTiming(duration: 1))
        for fill in [FillMode.removed, .forwards] {
            let group = try AnimationGroup(
                timing: MediaTiming(beginTime: 0.1, duration: 0.2, fillMode: fill), animations: [child])
            #expect(try x(at: 0.3, [.group(group)]) == (fill == .removed ? 7 : 0.2))
        }
    }

    @Test func iterationsWrapAtDecimalTimes() throws {
        // 0.3 / 0.1 = 2.9999999999999996: the third repetition's start showed the second's end.
        let repeated = try track([0, 100], MediaTiming(duration: 0.1, repeatCount: 5))
        #expect(try x(at: 0.3, [repeated]) == 0)
        let cumulative = try track([0, 100], cumulative: true, MediaTiming(duration: 0.1, repeatCount: 5))
        #expect(try x(at: 0.3, [cumulative]) == 300)
    }

    @Test func aHeldEndOnACycleBoundaryShowsTheLastIterationsEnd() throws {
        // Five 0.3 s iterations offset by one end on a cycle boundary, but (1.5 + 0.3) − 6 × 0.3
        // leaves 2.2e-16 into a seventh iteration that never plays, which showed its start.
        let timing = MediaTiming(duration: 0.3, repeatCount: 5, fillMode: .forwards, timeOffset: 0.3)
        let offset = try track([0, 100], timing)
        #expect(try x(at: 5, [offset]) == 100)
    }

    @Test func theAutoreverseTurnIsAtTheDecimalDuration() throws {
        // The turn at 0.1 + 0.2 s was reached at 0.19999999999999998: 99999.99999999999, and a
        // step function below its last jump.
        let timing = MediaTiming(beginTime: 0.1, duration: 0.2, autoreverses: true)
        #expect(try x(at: 0.3, [try track([0, 100_000], timing)]) == 100_000)
        let stepped = try track([0, 1], timing: .steps(try Steps(count: 4)), timing)
        #expect(try x(at: 0.3, [stepped]) == 1)
    }

    @Test func keyframeOffsetsAreReachedAtTheirDecimalTimes() throws {
        // 0.08 / 0.2 = 0.39999999999999997, below the key time 0.4.
        let discrete = try track(
            [1, 2], keyTimes: [0, 0.4, 1], mode: .discrete, MediaTiming(duration: 0.2))
        #expect(try x(at: 0.08, [discrete]) == 2)
        let stepped = try track(
            [0, 10, 20], keyTimes: [0, 0.4, 1], segments: [.linear, .named("step-start") ?? .linear],
            MediaTiming(duration: 0.2))
        #expect(try x(at: 0.08, [stepped]) == 20)
        // Of two keyframes at 0.4, the later one shows there.
        let jump = try track([0, 10, 50, 60], keyTimes: [0, 0.4, 0.4, 1], MediaTiming(duration: 0.2))
        #expect(try x(at: 0.08, [jump]) == 50)
    }

    @Test func aHeldEndOnAKeyframeIsAtIt() throws {
        // Issue 12's second case: 3.25 repetitions of 0.239 s end 0.25 into an iteration, at the
        // steps(1, jump-both) keyframe, but the held end was 1 ulp before it.
        let timing = MediaTiming(duration: 0.239, repeatCount: 3.25, fillMode: .forwards)
        let keyframes = try track(
            [0, 1, 2], keyTimes: [0, 0.25, 1],
            segments: [.linear, .steps(try Steps(count: 1, position: .jumpBoth))], timing)
        #expect(try x(at: 0.77675, [keyframes]) == 1.5)
    }

    @Test func trackStepsJumpAtTheirDecimalThresholds() throws {
        // steps(4) over 0.4 s jumps at 0.3 s; 0.3 / 0.4 × 4 = 2.9999999999999996.
        let stepped = try track([0, 1], timing: .steps(try Steps(count: 4)), MediaTiming(duration: 0.4))
        #expect(try x(at: 0.3, [stepped]) == 0.75)
    }

    @Test func segmentStepsJumpAtTheirDecimalThresholds() throws {
        // steps(2) on the segment 0.2…1 of a 1 s track jumps at 0.6 s; (0.6 − 0.2) / 0.8 is
        // 0.49999999999999994.
        let stepped = try track(
            [0, 0, 10], keyTimes: [0, 0.2, 1], segments: [.linear, .steps(try Steps(count: 2))],
            MediaTiming(duration: 1))
        #expect(try x(at: 0.6, [stepped]) == 5)
    }

    @Test func speedAndTimeOffsetWrapAtDecimalTimes() throws {
        // At 0.25 s, 0.25 × 2 + 0.1 = 0.6 is three 0.2 s iterations, but 0.6 / 0.2 = 2.9999999999999996.
        let timing = MediaTiming(duration: 0.2, repeatCount: 5, speed: 2, timeOffset: 0.1)
        #expect(try x(at: 0.25, [try track([0, 100], timing)]) == 0)
    }

    @Test func decimalsOfTwelveDigitsKeepTheirSide() throws {
        // The tolerance merges rounding, not moments: 0.299999999999 is before the end at 0.3, and
        // 0.099999999999 before the begin at 0.1.
        let removed = try track([0, 100_000], MediaTiming(beginTime: 0.1, duration: 0.2))
        let value = try #require(try x(at: 0.299_999_999_999, [removed]))
        #expect(value > 99_999.999 && value < 100_000)
        #expect(try x(at: 0.099_999_999_999, [removed]) == 7)
        // And an ulp-level step back from an end, which the timeline analysis takes, stays before it.
        #expect(try x(at: 0.3 - 1e-10 * 0.3, [removed]) != 7)
    }
}
