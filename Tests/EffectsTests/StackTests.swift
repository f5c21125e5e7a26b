import EffectsRegistry
import TestSupport
import Testing

@testable import Effects

/// Seed 004: four cards 200 × 300, ImageScale 0.1, ImageSpace 20; H/2 = 333.5 on the default viewport.
@Suite struct StackTests {
    /// The seed's `initView`: `y = ScreenH/2 + h·s·index/2 + space·index`, the fourth card at index 2.
    static func seedRest(_ card: Int) -> (y: Double, scale: Double) {
        let index = Double(min(card, 2))
        return (viewportHeight / 2 + (300 * 0.1 * index / 2) + 20 * index, 1 - 0.1 * index)
    }

    /// The seed's `animationBlowViewWithXOffPercent:` for the cards behind, with |XOffPercent|.
    static func seedBehind(_ card: Int, _ percent: Double) -> (y: Double, scale: Double) {
        let index = Double(card)
        let p = abs(percent)
        return (
            viewportHeight / 2 + (300 * 0.1 * index / 2) + 20 * index - p * 20 - (300 * 0.1 * index / 2) * p
                / index,
            1 - 0.1 * index + p * 0.1
        )
    }

    @Test func descriptorHasTheSeedsNumbers() throws {
        let descriptor = Stack().descriptor
        #expect(descriptor.name == "stack")
        #expect(
            descriptor.parameterNames == [
                "card", "shrink", "spacing", "visible", "direction", "mode", "duration",
            ])
        #expect(descriptor.duration == 0.5)
        #expect(descriptor.drive == .progress)
        #expect(descriptor.layerNames == ["card[3]", "card[2]", "card[1]", "card[0]"])
        #expect(
            descriptor.defaults().description
                == "card=(200, 300) shrink=0.1 spacing=20 visible=3 direction=left mode=drag duration=0.5")
        #expect(descriptor.problems().isEmpty)
    }

    @Test func layersAreListedBottomFirst() throws {
        let probe = try Probe(Stack())
        #expect(probe.timeline.layers.map(\.name) == ["card[3]", "card[2]", "card[1]", "card[0]"])
        #expect(
            probe.sampler.columnNames.prefix(8) == [
                "t", "progress", "card[3].position.x", "card[3].position.y", "card[3].bounds.size.x",
                "card[3].bounds.size.y", "card[3].transform.scale", "card[3].transform.rotation",
            ])
    }

    @Test(arguments: ["drag", "swipe"], ["left", "right"])
    func restIsTheSeedsInitialLayout(mode: String, direction: String) throws {
        let probe = try Probe(Stack(), ["mode=\(mode)", "direction=\(direction)"])
        for card in 0...3 {
            let rest = Self.seedRest(card)
            #expect(try probe.position("card[\(card)]", at: 0) == Value(187.5, rest.y))
            #expect(isClose(try probe.value("card[\(card)].transform.scale", at: 0), rest.scale))
            #expect(try probe.value("card[\(card)].transform.rotation", at: 0) == 0)
            #expect(try probe.value("card[\(card)].bounds.size.x", at: 0) == 200)
            #expect(try probe.value("card[\(card)].bounds.size.y", at: 0) == 300)
        }
        #expect(Self.seedRest(1).y == 368.5 && Self.seedRest(2).y == 403.5)
    }

    @Test(arguments: ["left", "right"])
    func dragFollowsTheSeedsFormulas(direction: String) throws {
        let probe = try Probe(Stack(), ["direction=\(direction)"])
        let sign = direction == "left" ? -1.0 : 1
        for progress in [0, 0.1, 0.25, 0.5, 0.75, 0.9, 1] {
            let time = progress * 0.5
            let percent = sign * progress  // the seed's XOffPercent
            // The dragged card: its centre offset is XOffPercent of half the screen, its rotation π/8 of it.
            #expect(isClose(try probe.value("card[0].position.x", at: time), 187.5 + percent * 187.5))
            #expect(isClose(try probe.value("card[0].position.y", at: time), 333.5))
            #expect(
                isClose(try probe.value("card[0].transform.rotation", at: time), Double.pi / 2 / 4 * percent))
            #expect(isClose(try probe.value("card[0].transform.scale", at: time), 1))
            for card in 1...2 {
                let expected = Self.seedBehind(card, percent)
                #expect(
                    isClose(try probe.value("card[\(card)].position.y", at: time), expected.y),
                    "\(card) \(progress)")
                #expect(isClose(try probe.value("card[\(card)].transform.scale", at: time), expected.scale))
                #expect(isClose(try probe.value("card[\(card)].position.x", at: time), 187.5))
            }
            // The hidden fourth card (tag 103) does not move.
            #expect(try probe.position("card[3]", at: time) == Value(187.5, 403.5))
            #expect(isClose(try probe.value("card[3].transform.scale", at: time), 0.8))
        }
    }

    @Test(arguments: ["left", "right"])
    func issueFormulasHoldAtHalfAndFullDrag(direction: String) throws {
        let probe = try Probe(Stack(), ["direction=\(direction)"])
        #expect(
            isClose(try probe.value("card[1].position.y", progress: 0.5), viewportHeight / 2 + 35 - 0.5 * 35))
        #expect(isClose(try probe.value("card[1].transform.scale", progress: 0.5), 0.95))
        // A full drag moves each card behind exactly where the one in front of it rested.
        let rest = try Probe(Stack())
        for card in 1...2 {
            #expect(
                isClose(
                    try probe.position("card[\(card)]", at: 0.5),
                    try rest.position("card[\(card - 1)]", at: 0)))
            #expect(
                isClose(
                    try probe.value("card[\(card)].transform.scale", progress: 1),
                    try rest.value("card[\(card - 1)].transform.scale", at: 0)))
        }
    }

    @Test func leftDragDoesNotShrinkTheCardsBehindAsTheSeedWould() throws {
        let left = try Probe(Stack(), ["direction=left"])
        let right = try Probe(Stack(), ["direction=right"])
        // The seed's signed formula would give 0.9 - 0.05 at XOffPercent -0.5.
        #expect(isClose(try left.value("card[1].transform.scale", progress: 0.5), 0.95))
        #expect(
            try left.value("card[2].position.y", progress: 0.3)
                == right.value("card[2].position.y", progress: 0.3))
        #expect(
            isClose(
                try left.value("card[0].position.x", progress: 0.5),
                375 - (try right.value("card[0].position.x", progress: 0.5))))
    }

    @Test(arguments: ["left", "right"])
    func buttonSwipeFliesTheTopCardOutWithEaseInOut(direction: String) throws {
        let probe = try Probe(Stack(), ["mode=swipe", "direction=\(direction)"])
        let end = direction == "left" ? Value(-200, 383.5) : Value(575, 383.5)
        let tilt = direction == "left" ? -Double.pi / 8 : Double.pi / 8
        for time in [0.5, 0.8] {
            #expect(try probe.position("card[0]", at: time) == end)
            #expect(try probe.value("card[0].transform.rotation", at: time) == tilt)
            #expect(isClose(try probe.value("card[1].position.y", at: time), 333.5))
            #expect(isClose(try probe.value("card[2].position.y", at: time), 368.5))
            #expect(isClose(try probe.value("card[2].transform.scale", at: time), 0.9))
            #expect(try probe.value("card[3].position.y", at: time) == 403.5)
        }
        // Ease-in-out: half way at half time, a quarter of the time covers easeInOut(0.25).
        #expect(
            isClose(
                try probe.position("card[0]", at: 0.25),
                Value(187.5, 333.5).interpolated(to: end, amount: 0.5)))
        let ease = TimingFunction.easeInOut.value(at: 0.25)
        #expect(isClose(try probe.value("card[0].transform.rotation", at: 0.125), tilt * ease))
        #expect(isClose(try probe.value("card[1].position.y", at: 0.125), 368.5 - 35 * ease))
    }

    @Test(arguments: ["left", "right"])
    func undoIsTheSwipeReversed(direction: String) throws {
        let swipe = try Probe(Stack(), ["mode=swipe", "direction=\(direction)"])
        let undo = try Probe(Stack(), ["mode=undo", "direction=\(direction)"])
        #expect(swipe.sampler.columnNames == undo.sampler.columnNames)
        for time in [0, 0.05, 0.125, 0.25, 0.4, 0.5 - 1e-12] {
            let forwards = swipe.sampler.values(at: 0.5 - time).dropFirst(2)
            let backwards = undo.sampler.values(at: time).dropFirst(2)
            #expect(zip(forwards, backwards).allSatisfy { isClose($0, $1) }, "at \(time)")
        }
        // At the end the stack is back at rest.
        let rest = try Probe(Stack())
        #expect(undo.sampler.values(at: 0.5).dropFirst(2) == rest.sampler.values(at: 0).dropFirst(2))
    }

    @Test func visibleSetsTheDepthOfTheHiddenCard() throws {
        let two = try Probe(Stack(), ["visible=2"])
        #expect(two.timeline.layers.map(\.name) == ["card[2]", "card[1]", "card[0]"])
        #expect(try two.position("card[2]", at: 0.25) == Value(187.5, 368.5))
        #expect(isClose(try two.value("card[1].position.y", progress: 1), 333.5))
        let five = try Probe(Stack(), ["visible=5", "shrink=0.05", "spacing=10", "card=(100, 200)"])
        #expect(five.timeline.layers.count == 6)
        // Depth 4: 333.5 + 200·0.05·4/2 + 10·4, scale 0.8; the hidden card shares it.
        #expect(isClose(try five.value("card[5].position.y", at: 0), 393.5))
        #expect(isClose(try five.value("card[4].transform.scale", at: 0), 0.8))
        #expect(isClose(try five.value("card[4].position.y", progress: 1), 393.5 - 15))
    }

    @Test func refusesCardsThatWouldVanish() {
        #expect(
            errorMessage(EffectError.self) { try Stack().timeline(assignments: ["shrink=0.5"]) }
                == "invalid value for shrink: expected a scale loss that leaves the card at depth 2 a positive "
                + "scale (shrink · (visible - 1) < 1), got '0.5'")
        #expect(
            errorMessage(EffectError.self) { try Stack().timeline(assignments: ["card=(0, 300)"]) }
                == "invalid value for card: expected a positive width and height, got '(0, 300)'")
    }
}
