import Testing

@testable import EffectsRegistry

/// A property's tracks compiled alone, as the snap-back check samples them.
@Suite struct CompiledTimelineSubsetTests {
    /// Any subset of a family's tracks, over its model values, samples as a timeline of those tracks
    /// alone does: the snap-back findings rest on it.
    @Test func aFamilysTracksSampleAsTheirOwnTimeline() throws {
        let target = try #require(PropertyTarget(keyPath: "position"))
        let model = try ModelValue(target: target, value: Value(5, 7))
        let plain = try Track(
            keyPath: "position", values: [Value(0, 0), Value(10, 20)],
            timing: MediaTiming(duration: 1, fillMode: .forwards))
        let additive = try Track(
            keyPath: "position.x", values: [Value(1), Value(3)], timingFunction: .easeInOut,
            isAdditive: true, timing: MediaTiming(beginTime: 0.25, duration: 0.5))
        let groupTiming = MediaTiming(beginTime: 0.5, duration: 1, speed: 2)
        let members: [(track: Track, groups: [MediaTiming])] = [
            (plain, []), (additive, []), (plain, [groupTiming]),
        ]
        let family = CompiledTimeline(
            property: target.property, modelValues: [model], tracks: members, duration: 2)
        for indices in [[0], [1], [2], [0, 1], [1, 2], [0, 1, 2], []] {
            var animations: [Animation] = []
            for index in indices {
                var animation = Animation.track(members[index].track)
                for timing in members[index].groups.reversed() {
                    animation = .group(try AnimationGroup(timing: timing, animations: [animation]))
                }
                animations.append(animation)
            }
            let alone = CompiledTimeline(
                try Timeline(
                    duration: 2, layers: [Layer(name: "box", modelValues: [model], animations: animations)]))
            for time in [0, 0.3, 0.5, 0.74, 1, 1.2, 2] {
                let expected = Array(alone.values(at: time)[2..<4])
                #expect(family.values(ofColumns: [2, 3], at: time, applyingTracks: indices) == expected)
            }
        }
    }
}
