import EffectsRegistry
import Testing

@testable import Effects

/// Seed 002: two `CAAnimationGroup`s of 1.2 s, each with zPosition 1 → −1 (or −1 → 1), a 2 s rotation
/// `[0, ±0.15, 0]` and an additive position `[0, point, 0]`, the keyframe segments ease-in-out.
@Suite struct SwapCardTests {
    let centre = Value(viewportWidth / 2, viewportHeight / 2)

    @Test func descriptorHasTheSeedsNumbers() throws {
        let descriptor = SwapCard().descriptor
        #expect(descriptor.name == "swap-card")
        #expect(descriptor.parameterNames == ["angle", "offset", "forward", "swing", "card"])
        #expect(descriptor.duration == 1.2)
        #expect(descriptor.drive == .time)
        #expect(descriptor.layerNames == ["front", "back"])
        #expect(
            descriptor.defaults().description
                == "angle=0.15 offset=(90, -20) forward=true swing=2 card=(200, 300)")
        #expect(descriptor.problems().isEmpty)
    }

    @Test func columns() throws {
        #expect(
            try Probe(SwapCard()).sampler.columnNames == [
                "t", "progress", "front.zPosition", "front.position.x", "front.position.y",
                "front.bounds.size.x", "front.bounds.size.y", "front.transform.rotation", "back.zPosition",
                "back.position.x", "back.position.y", "back.bounds.size.x", "back.bounds.size.y",
                "back.transform.rotation",
            ])
    }

    @Test func rotationIsCutByTheGroupAtSixtyPercent() throws {
        let ease = TimingFunction.easeInOut.value(at: 0.2)
        #expect(isClose(ease, 0.0816598, 1e-7))
        for forward in [true, false] {
            let probe = try Probe(SwapCard(), ["forward=\(forward)"])
            // The seed's next button tilts the current (front) view by +0.15 and the behind one by −0.15.
            let tilt = forward ? 0.15 : -0.15
            let justBefore = 1.2 - 1e-12
            #expect(isClose(try probe.value("front.transform.rotation", at: justBefore), tilt * (1 - ease)))
            #expect(isClose(try probe.value("back.transform.rotation", at: justBefore), -tilt * (1 - ease)))
            #expect(isClose(try probe.value("front.transform.rotation", at: 1), tilt))
            #expect(try probe.value("front.transform.rotation", at: 0) == 0)
            // The 2 s track is a quarter in at 0.5 s: the first segment half way.
            #expect(isClose(try probe.value("front.transform.rotation", at: 0.5), tilt / 2))
            for time in [1.2, 1.5] {
                #expect(try probe.value("front.transform.rotation", at: time) == 0)
                #expect(try probe.value("back.transform.rotation", at: time) == 0)
            }
        }
    }

    @Test func zPositionsCrossAtHalfTimeAndKeepTheSeedsModelValues() throws {
        let probe = try Probe(SwapCard())
        #expect(try probe.value("front.zPosition", at: 0) == 1)
        #expect(try probe.value("back.zPosition", at: 0) == -1)
        #expect(isClose(try probe.value("front.zPosition", at: 0.3), 0.5))
        #expect(isClose(try probe.value("front.zPosition", at: 0.6), 0))
        #expect(isClose(try probe.value("back.zPosition", at: 0.6), 0))
        #expect(isClose(try probe.value("back.zPosition", at: 0.9), 0.5))
        for time in [1.2, 2.0] {
            #expect(try probe.value("front.zPosition", at: time) == -1)
            #expect(try probe.value("back.zPosition", at: time) == 1)
        }
    }

    @Test(arguments: [true, false])
    func positionSwingsOutAndBackOnTopOfTheCentre(forward: Bool) throws {
        let probe = try Probe(SwapCard(), ["forward=\(forward)"])
        // The offsets do not depend on the button: current (90, −20), behind (−90, 20).
        #expect(try probe.position("front", at: 0) == centre)
        #expect(isClose(try probe.position("front", at: 0.6), Value(277.5, 313.5)))
        #expect(isClose(try probe.position("back", at: 0.6), Value(97.5, 353.5)))
        // Each segment is 0.6 s long; ease-in-out is half way at half time.
        #expect(isClose(try probe.position("front", at: 0.3), Value(232.5, 323.5)))
        #expect(isClose(try probe.position("back", at: 0.9), Value(142.5, 343.5)))
        let ease = TimingFunction.easeInOut.value(at: 0.25)
        #expect(isClose(try probe.value("front.position.x", at: 0.15), 187.5 + 90 * ease))
        for time in [1.2, 3] {
            #expect(try probe.position("front", at: time) == centre)
            #expect(try probe.position("back", at: time) == centre)
        }
    }

    @Test func parametersScaleTheSwing() throws {
        let probe = try Probe(SwapCard(), ["angle=0.3", "offset=(110, -20)", "swing=1.2"])
        #expect(isClose(try probe.value("front.transform.rotation", at: 0.6), 0.3))
        #expect(isClose(try probe.value("back.transform.rotation", at: 0.6), -0.3))
        #expect(isClose(try probe.value("front.position.x", at: 0.6), 297.5))
        // A swing as long as the group ends at rest instead of being cut.
        #expect(isClose(try probe.value("front.transform.rotation", at: 1.2 - 1e-9), 0, 1e-8))
        let short = try Probe(SwapCard(), ["swing=1"])
        // A swing shorter than the group ends early and shows the model value, 0.
        #expect(try short.value("front.transform.rotation", at: 1.1) == 0)
    }

    @Test func cardsAreCentredInAnyViewport() throws {
        let probe = try Probe(SwapCard(), context: EffectContext(viewportWidth: 320, viewportHeight: 568))
        #expect(try probe.position("back", at: 0) == Value(160, 284))
        #expect(isClose(try probe.position("front", at: 0.6), Value(250, 264)))
    }

    @Test func theRotationTrackOutlastsItsGroup() throws {
        let timeline = try SwapCard().timeline(SwapCard().descriptor.defaults(), context: EffectContext())
        let front = try #require(timeline.layers.first)
        guard case .group(let group) = try #require(front.animations.first) else {
            Issue.record("the front card's animation is not a group")
            return
        }
        #expect(group.timing.duration == 1.2)
        #expect(group.animations.flatMap(\.tracks).map(\.timing.duration) == [1.2, 2, 1.2])
        #expect(group.animations.flatMap(\.tracks).map(\.isAdditive) == [false, false, true])
    }
}
