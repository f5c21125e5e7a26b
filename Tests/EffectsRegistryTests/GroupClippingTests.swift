import Testing

@testable import EffectsRegistry

/// The group clipping of seed 002.
///
/// A 2 s `transform.rotation` keyframe track `[0, a, 0]`, ease-in-out per segment, sits inside a
/// 1.2 s `CAAnimationGroup`. The group is not scaled to its children: it cuts the rotation at 60 %.
@Suite struct GroupClippingTests {
    static let angle = 0.15

    private func sampler(fill: FillMode = .removed) throws -> Sampler {
        let rotation = try Track(
            keyPath: "transform.rotation", values: [Value(0), Value(Self.angle), Value(0)],
            timingFunctions: [.easeInOut, .easeInOut], timing: MediaTiming(duration: 2))
        let group = try AnimationGroup(
            timing: MediaTiming(duration: 1.2, fillMode: fill), animations: [.track(rotation)])
        let layer = Layer(name: "card", animations: [.group(group)])
        return Sampler(timeline: try Timeline(duration: 1.2, layers: [layer]))
    }

    @Test func rotationIsCutAtSixtyPercent() throws {
        // An ulp before the end would count as the end (`MediaTiming.boundaryTolerance`).
        let justBefore = 1.2 - 1e-12
        let value = try #require(try sampler().value(of: "card.transform.rotation", at: justBefore))
        // At 1.2 s the track is 0.2 of the way through its second segment.
        let expected = Self.angle * (1 - TimingFunction.easeInOut.value(at: 0.2))
        #expect(abs(value - expected) < 1e-12)
        #expect(abs(TimingFunction.easeInOut.value(at: 0.2) - 0.0816598) < 1e-7)
    }

    @Test func peakIsAtOneSecondNotAtTheGroupsMiddle() throws {
        let sampler = try sampler()
        #expect(sampler.value(of: "card.transform.rotation", at: 1) == Self.angle)
        let atGroupMiddle = try #require(sampler.value(of: "card.transform.rotation", at: 0.6))
        #expect(abs(atGroupMiddle - Self.angle * TimingFunction.easeInOut.value(at: 0.6)) < 1e-12)
    }

    @Test func modelValueShowsFromTheGroupsEndOn() throws {
        let sampler = try sampler()
        for time in [1.2, 1.5, 2, 10] {
            #expect(sampler.value(of: "card.transform.rotation", at: time) == 0)
        }
    }

    @Test func fillForwardsHoldsTheCutValue() throws {
        let held = try #require(try sampler(fill: .forwards).value(of: "card.transform.rotation", at: 5))
        #expect(abs(held - Self.angle * (1 - TimingFunction.easeInOut.value(at: 0.2))) < 1e-12)
    }
}
