import Testing

@testable import EffectsRegistry

/// What `TimelineAnalysis` finds: cuts, snap-backs and overruns, in the words every tool prints.
@Suite struct TimelineFindingTests {
    typealias Helpers = TimelineAnalysisTests

    @Test func aGroupCutsATrackAtItsValueThere() throws {
        let track = try Helpers.opacity(2, timing: MediaTiming(duration: 2))
        let group = try AnimationGroup(
            timing: MediaTiming(duration: 1, fillMode: .forwards), animations: [.track(track)])
        let analysis = try Helpers.analysis([.group(group)], duration: 1)
        let cut = try #require(analysis.cutPoints.first)
        #expect(cut.time == 1)
        #expect(cut.fraction == 0.5)
        #expect(cut.value == Value(0.5))
        // The group holds its last frame, so the value does not jump.
        #expect(analysis.snapBacks.isEmpty)
        #expect(
            analysis.findings.map(\.message) == [
                "'box.opacity' is cut by its group at 1 s, 50% into its run, at the value 0.5"
            ])
        #expect(analysis.findings.map(\.id) == ["track-cut-by-group"])
    }

    @Test func theCutValueFollowsTheGroupsSpeed() throws {
        // At half speed the 1 s group lasts 2 s of the timeline; the 4 s track is cut a quarter in.
        let track = try Helpers.opacity(2, timing: MediaTiming(duration: 4))
        let group = try AnimationGroup(
            timing: MediaTiming(duration: 1, speed: 0.5), animations: [.track(track)])
        let analysis = try Helpers.analysis([.group(group)], duration: 2)
        let cut = try #require(analysis.cutPoints.first)
        #expect(cut.time == 2)
        #expect(cut.fraction == 0.25)
        #expect(cut.value == Value(0.25))
    }

    @Test func aPropertyWithoutFillSnapsBackToItsModelValue() throws {
        // Opacity's model value is 1 unless set.
        let track = try Track(
            keyPath: "opacity", values: [Value(1), Value(0)], timing: MediaTiming(duration: 0.5))
        let analysis = try Helpers.analysis([.track(track)], duration: 1)
        let jump = try #require(analysis.snapBacks.first)
        #expect(jump.time == 0.5)
        #expect(jump.from == Value(0))
        #expect(jump.to == Value(1))
        #expect(
            analysis.findings.map(\.message) == [
                "'box.opacity' jumps from 0 to 1 at 0.5 s when its animation ends"
            ])
        #expect(analysis.findings.map(\.id) == ["property-snaps-back"])
        // A set to the end value leaves nothing to jump to; a set to another value is a jump too.
        let atEnd = [try Helpers.model("opacity", Value(0))]
        #expect(try Helpers.analysis([.track(track)], duration: 1, set: atEnd).findings.isEmpty)
        let other = [try Helpers.model("opacity", Value(0.5))]
        #expect(
            try Helpers.analysis([.track(track)], duration: 1, set: other).snapBacks.map(\.to) == [Value(0.5)]
        )
    }

    @Test func fillForwardsHoldsTheEndValue() throws {
        let held = try Helpers.opacity(2, timing: MediaTiming(duration: 0.5, fillMode: .forwards))
        let model = [try Helpers.model("opacity", Value(0))]
        #expect(try Helpers.analysis([.track(held)], duration: 1, set: model).findings.isEmpty)
        let removed = try Helpers.opacity(2, timing: MediaTiming(duration: 0.5))
        #expect(try Helpers.analysis([.track(removed)], duration: 1, set: model).snapBacks.count == 1)
    }

    @Test func anAdditiveTrackSnapsBackOnlyWhenItEndsAwayFromZero() throws {
        let model = [try Helpers.model("position", Value(10, 10))]
        let there = try Track(
            keyPath: "position", values: [Value(0, 0), Value(5, 0), Value(0, 0)], isAdditive: true,
            timing: MediaTiming(duration: 0.5))
        #expect(try Helpers.analysis([.track(there)], duration: 1, set: model).snapBacks.isEmpty)
        let away = try Track(
            keyPath: "position", values: [Value(0, 0), Value(5, 0)], isAdditive: true,
            timing: MediaTiming(duration: 0.5))
        let analysis = try Helpers.analysis([.track(away)], duration: 1, set: model)
        #expect(analysis.snapBacks.map(\.from) == [Value(15, 10)])
        #expect(analysis.snapBacks.map(\.to) == [Value(10, 10)])
        #expect(
            analysis.findings.first?.message
                == "'box.position' jumps from (15, 10) to (10, 10) at 0.5 s when its animation ends")
    }

    @Test func aTransformTrackSnapsBackAsOtherTracksDo() throws {
        // rotate(0) → rotate(90deg) with fill none: the model value, none, shows again at 0.5 s.
        let quarter = TransformList([.rotate(Double.pi / 2)])
        let track = try Track(transform: [.none, quarter], timing: MediaTiming(duration: 0.5))
        let analysis = try Helpers.analysis([.track(track)], duration: 1)
        let jump = try #require(analysis.snapBacks.first)
        #expect(jump.time == 0.5)
        #expect(jump.from == nil && jump.to == nil)
        #expect(jump.toMatrix == .identity)
        #expect(jump.fromMatrix.map { abs($0.m12 - 1) < 1e-6 && abs($0.m11) < 1e-6 } == true)
        #expect(
            analysis.findings.map(\.message) == [
                "'box.transform' jumps from matrix(0, 1, -1, 0, 0, 0) to none at 0.5 s when its animation ends"
            ])
        #expect(analysis.findings.map(\.id) == ["property-snaps-back"])
        // A model value equal to the end leaves nothing to jump to; a 3D one is written matrix3d.
        let atEnd = [try ModelValue(transform: quarter)]
        #expect(try Helpers.analysis([.track(track)], duration: 1, set: atEnd).findings.isEmpty)
        let tilted = [try ModelValue(transform: TransformList([.translateZ(5)]))]
        #expect(
            try Helpers.analysis([.track(track)], duration: 1, set: tilted).findings.map(\.message) == [
                "'box.transform' jumps from matrix(0, 1, -1, 0, 0, 0) to "
                    + "matrix3d(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 5, 1) at 0.5 s when its animation ends"
            ])
    }

    @Test func aTrackThatTakesOverIsNoSnapBack() throws {
        // The second track starts where the first ends, at another value: the value jumps, but
        // because a track starts, not because the model value shows again.
        let first = try Track(
            keyPath: "opacity", values: [Value(0), Value(1)], timing: MediaTiming(duration: 0.5))
        let second = try Track(
            keyPath: "opacity", values: [Value(0), Value(1)],
            timing: MediaTiming(beginTime: 0.5, duration: 0.5))
        #expect(try Helpers.analysis([.track(first), .track(second)], duration: 1).snapBacks.isEmpty)
        // A later track that runs across the end hides it too.
        let cover = try Track(
            keyPath: "opacity", values: [Value(1), Value(1)], timing: MediaTiming(duration: 1))
        let falling = try Track(
            keyPath: "opacity", values: [Value(1), Value(0)], timing: MediaTiming(duration: 0.5))
        #expect(try Helpers.analysis([.track(falling), .track(cover)], duration: 1).snapBacks.isEmpty)
        #expect(try Helpers.analysis([.track(cover), .track(falling)], duration: 1).snapBacks.count == 1)
    }

    @Test func aRepeatedTrackSnapsBackAtTheEndOfItsLastIteration() throws {
        let track = try Helpers.opacity(2, timing: MediaTiming(duration: 0.25, repeatCount: 3))
        let analysis = try Helpers.analysis(
            [.track(track)], duration: 1, set: [try Helpers.model("opacity", Value(0))])
        #expect(analysis.snapBacks.map(\.time) == [0.75])
    }

    @Test func aRepeatingGroupsLastIterationCounts() throws {
        // The group plays its child three times, the last from 2 s to 2.5 s: past the 1 s timeline.
        let track = try Helpers.opacity(2, timing: MediaTiming(duration: 0.5))
        let group = try AnimationGroup(
            timing: MediaTiming(duration: 1, repeatCount: 3), animations: [.track(track)])
        let analysis = try Helpers.analysis([.group(group)], duration: 1)
        #expect(analysis.tracks.first?.end == 2.5)
        #expect(analysis.overruns.map(\.until) == [2.5])
    }

    @Test func anEndlessTrackRunsPastTheEnd() throws {
        let track = try Helpers.opacity(2, timing: MediaTiming(duration: 0.5, repeatCount: .infinity))
        let analysis = try Helpers.analysis([.track(track)], duration: 1)
        #expect(analysis.overruns.map(\.until) == [.infinity])
        #expect(analysis.snapBacks.isEmpty)
        #expect(
            analysis.findings.map(\.message) == [
                "'box.opacity' runs forever, past the end of the timeline at 1 s"
            ])
        let long = try Helpers.opacity(2, timing: MediaTiming(duration: 2))
        #expect(
            try Helpers.analysis([.track(long)], duration: 1).findings.map(\.message) == [
                "'box.opacity' runs until 2 s, past the end of the timeline at 1 s"
            ])
    }
}
