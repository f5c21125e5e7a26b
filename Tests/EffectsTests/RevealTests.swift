import EffectsRegistry
import TestSupport
import Testing

@testable import Effects

/// Seed 000: `CATransition` type reveal, subtypes from left, right, top and bottom.
@Suite struct RevealTests {
    let centre = Value(viewportWidth / 2, viewportHeight / 2)

    /// Where the outgoing image ends for each subtype: a full viewport away, y growing downwards.
    static let ends: [(side: String, end: Value)] = [
        ("left", Value(562.5, 333.5)), ("right", Value(-187.5, 333.5)),
        ("top", Value(187.5, 1000.5)), ("bottom", Value(187.5, -333.5)),
    ]

    @Test func descriptorHasCoreAnimationDefaults() throws {
        let descriptor = Reveal().descriptor
        #expect(descriptor.name == "reveal")
        #expect(descriptor.parameterNames == ["from", "duration", "timing"])
        #expect(descriptor.duration == 0.25)
        #expect(descriptor.drive == .time)
        #expect(descriptor.layerNames == ["incoming", "outgoing"])
        #expect(descriptor.defaults().description == "from=left duration=0.25 timing=linear")
        #expect(descriptor.problems().isEmpty)
    }

    @Test func columnsAreBothLayersWithTheOutgoingOneDrawnLast() throws {
        let probe = try Probe(Reveal())
        #expect(probe.timeline.layers.map(\.name) == ["incoming", "outgoing"])
        #expect(
            probe.sampler.columnNames == [
                "t", "progress", "incoming.position.x", "incoming.position.y", "incoming.bounds.size.x",
                "incoming.bounds.size.y", "outgoing.position.x", "outgoing.position.y",
                "outgoing.bounds.size.x", "outgoing.bounds.size.y", "outgoing.zPosition",
            ])
    }

    @Test(arguments: ends)
    func outgoingImageSlidesFullyOutLinearly(side: String, end: Value) throws {
        let probe = try Probe(Reveal(), ["from=\(side)"])
        for fraction in [0, 0.2, 0.5, 0.75, 0.999] {
            let expected = centre.interpolated(to: end, amount: fraction)
            #expect(isClose(try probe.position("outgoing", at: fraction * 0.25), expected), "at \(fraction)")
            #expect(try probe.position("incoming", at: fraction * 0.25) == centre)
            #expect(try probe.value("outgoing.zPosition", at: fraction * 0.25) == 1)
        }
        // At the end and after it the model value holds the image out of the viewport.
        for time in [0.25, 1.0] {
            #expect(try probe.position("outgoing", at: time) == end)
            #expect(try probe.position("incoming", at: time) == centre)
        }
        // Fully out: the image's near edge sits on the viewport's far edge.
        let travelled = end - centre
        #expect(abs(travelled.x) == viewportWidth || abs(travelled.y) == viewportHeight)
    }

    @Test func fromLeftMovesRightwardsAndFromTopMovesDown() throws {
        #expect(try Probe(Reveal(), ["from=left"]).value("outgoing.position.x", at: 0.1) > centre.x)
        #expect(try Probe(Reveal(), ["from=right"]).value("outgoing.position.x", at: 0.1) < centre.x)
        #expect(try Probe(Reveal(), ["from=top"]).value("outgoing.position.y", at: 0.1) > centre.y)
        #expect(try Probe(Reveal(), ["from=bottom"]).value("outgoing.position.y", at: 0.1) < centre.y)
    }

    @Test func layersFillTheViewport() throws {
        let context = EffectContext(viewportWidth: 320, viewportHeight: 480)
        let probe = try Probe(Reveal(), context: context)
        for layer in ["incoming", "outgoing"] {
            #expect(try probe.value("\(layer).bounds.size.x", at: 0) == 320)
            #expect(try probe.value("\(layer).bounds.size.y", at: 0) == 480)
        }
        #expect(try probe.position("outgoing", at: 0) == Value(160, 240))
        #expect(try probe.position("outgoing", at: 0.25) == Value(480, 240))
    }

    @Test func durationStretchesTheSlide() throws {
        let probe = try Probe(Reveal(), ["duration=1"])
        #expect(probe.timeline.duration == 1)
        #expect(try probe.value("outgoing.position.x", at: 0.5) == 375)
    }

    @Test(arguments: EasingName.names)
    func timingShapesTheSlide(name: String) throws {
        let probe = try Probe(Reveal(), ["timing=\(name)"])
        let eased = EasingName.function(named: name)?.value(at: 0.25) ?? 0.25
        #expect(isClose(try probe.value("outgoing.position.x", at: 0.0625), 187.5 + 375 * eased))
    }

    @Test func easeInOutMatchesCoreAnimation() throws {
        let probe = try Probe(Reveal(), ["timing=ease-in-out"])
        // easeInEaseOut(0.25) = 0.1291619310… (Apple's control points (0.42, 0) and (0.58, 1)).
        #expect(isClose(try probe.value("outgoing.position.x", at: 0.0625), 187.5 + 375 * 0.1291619310, 1e-7))
    }

    @Test func refusesSidesThatAreNotSubtypes() {
        let message = errorMessage(EffectError.self) { try Reveal().timeline(assignments: ["from=lft"]) }
        #expect(
            message
                == "invalid value for from: 'lft' is not one of left, right, top, bottom (did you mean 'left'?)"
        )
    }
}
