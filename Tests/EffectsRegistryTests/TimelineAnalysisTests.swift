import Testing

@testable import EffectsRegistry

/// Where `TimelineAnalysis` places tracks and their keyframes in timeline time.
@Suite struct TimelineAnalysisTests {
    /// An opacity track of `count` evenly spaced keyframes.
    static func opacity(_ count: Int = 3, timing: MediaTiming, function: TimingFunction? = nil) throws
        -> Track
    {
        try Track(
            keyPath: "opacity", values: (0..<count).map { Value(Double($0)) }, timingFunction: function,
            timing: timing)
    }

    /// The analysis of one layer holding `animations`.
    static func analysis(_ animations: [Animation], duration: Double, set: [ModelValue] = []) throws
        -> TimelineAnalysis
    {
        let layer = Layer(name: "box", modelValues: set, animations: animations)
        return TimelineAnalysis(try Timeline(duration: duration, layers: [layer]))
    }

    /// A model value of `keyPath`.
    static func model(_ keyPath: String, _ value: Value) throws -> ModelValue {
        try ModelValue(target: try #require(PropertyTarget(keyPath: keyPath)), value: value)
    }

    /// Whether two lists of times agree within rounding.
    static func same(_ actual: [Double], _ expected: [Double]) -> Bool {
        actual.count == expected.count && zip(actual, expected).allSatisfy { abs($0 - $1) < 1e-9 }
    }

    @Test func aGroupsSpeedAndDelayMoveItsKeyframes() throws {
        let track = try Self.opacity(timing: MediaTiming(duration: 1))
        let group = try AnimationGroup(
            timing: MediaTiming(beginTime: 0.5, duration: 1, speed: 0.5), animations: [.track(track)])
        let analysis = try Self.analysis([.group(group)], duration: 3)
        let placed = try #require(analysis.tracks.first)
        #expect(Self.same(placed.keyTimes, [0.5, 1.5, 2.5]))
        #expect(placed.begin == 0.5)
        #expect(placed.end == 2.5)
        #expect(placed.depth == 1)
        #expect(placed.address == TrackAddress(layer: 0, path: [0, 0]))
    }

    @Test func aTimeOffsetStartsPartWayThroughTheCycle() throws {
        let track = try Self.opacity(timing: MediaTiming(duration: 1, timeOffset: 0.25))
        let analysis = try Self.analysis([.track(track)], duration: 1)
        // Local time runs 0.25 → 1, wraps, and runs 0 → 0.25: the 50 % keyframe is at 0.25 s, the
        // last and the first meet at 0.75 s.
        #expect(Self.same(analysis.keyframeMarks, [0.25, 0.75]))
    }

    @Test func repetitionsRepeatTheKeyframes() throws {
        let track = try Self.opacity(2, timing: MediaTiming(duration: 0.5, repeatCount: 2))
        let analysis = try Self.analysis([.track(track)], duration: 1)
        #expect(Self.same(analysis.keyframeMarks, [0, 0.5, 1]))
        #expect(analysis.tracks.first?.end == 1)
    }

    @Test func aGroupsRepetitionsRepeatItsChildrensKeyframes() throws {
        let track = try Self.opacity(2, timing: MediaTiming(duration: 0.5))
        let group = try AnimationGroup(
            timing: MediaTiming(duration: 1, repeatCount: 2), animations: [.track(track)])
        let analysis = try Self.analysis([.group(group)], duration: 2)
        #expect(Self.same(analysis.keyframeMarks, [0, 0.5, 1, 1.5]))
        // The track plays last in the group's second iteration.
        #expect(analysis.tracks.first?.end == 1.5)
    }

    @Test func autoreverseReachesEachKeyframeTwice() throws {
        let track = try Self.opacity(timing: MediaTiming(duration: 0.5, autoreverses: true))
        let analysis = try Self.analysis([.track(track)], duration: 1)
        #expect(Self.same(analysis.keyframeMarks, [0, 0.25, 0.5, 0.75, 1]))
        // It ends where it started, so nothing snaps back to the model value 1.
        let ends = try Self.analysis(
            [.track(track)], duration: 1, set: [try Self.model("opacity", Value(0))])
        #expect(ends.snapBacks.isEmpty)
    }

    @Test func keyframesAreReachedAfterTheWholeTracksTimingFunction() throws {
        let eased = try Self.opacity(timing: MediaTiming(duration: 1), function: .easeIn)
        let analysis = try Self.analysis([.track(eased)], duration: 1)
        let middle = try #require(analysis.keyframeMarks.dropFirst().first)
        // ease-in is slow at first: progress 0.5 comes late, where the curve reaches it.
        #expect(abs(TimingFunction.easeIn.value(at: middle) - 0.5) < 1e-9)
        #expect(middle > 0.6)
    }

    @Test func keyframesOutsideTheTimelineAreLeftOut() throws {
        let track = try Self.opacity(timing: MediaTiming(beginTime: 0.5, duration: 1))
        let analysis = try Self.analysis([.track(track)], duration: 1)
        #expect(Self.same(analysis.keyframeMarks, [0.5, 1]))
    }

    @Test func keyTimesAreTheSamplersOwn() throws {
        let values = [Value(0), Value(1), Value(3)]
        // Paced: by distance; discrete without key times: one more, each value holding a third.
        let paced = try Track(keyPath: "opacity", values: values, calculationMode: .paced)
        #expect(Self.same(paced.effectiveKeyTimes, [0, 1.0 / 3, 1]))
        let discrete = try Track(keyPath: "opacity", values: values, calculationMode: .discrete)
        #expect(Self.same(discrete.effectiveKeyTimes, [0, 1.0 / 3, 2.0 / 3, 1]))
        let given = try Track(keyPath: "opacity", values: values, keyTimes: [0, 0.9, 1])
        #expect(given.effectiveKeyTimes == [0, 0.9, 1])
        // The sampler shows each paced value at its key time.
        let layer = Layer(name: "box", animations: [.track(paced)])
        let sampler = Sampler(timeline: try Timeline(duration: 1, layers: [layer]))
        let atKey = try #require(sampler.value(of: "box.opacity", at: MediaTiming.defaultDuration / 3))
        #expect(abs(atKey - 1) < 1e-9)
    }

    @Test func marksAreSortedAndEachMomentOnce() throws {
        let first = try Self.opacity(2, timing: MediaTiming(duration: 1))
        let second = try Track(
            keyPath: "position", values: [Value(0, 0), Value(1, 1), Value(2, 2)],
            timing: MediaTiming(duration: 1))
        let analysis = try Self.analysis([.track(second), .track(first)], duration: 1)
        #expect(analysis.keyframeMarks == [0, 0.5, 1])
    }
}
