import TestSupport
import Testing

@testable import Effects
@testable import EffectsRegistry

/// Galleries (`next`, `previous`) and the deck (`swipe-left`, `swipe-right`, `undo`).
@Suite struct SequenceTests {
    /// An effect that is not a gallery or a deck.
    struct Plain: TransitionEffect {
        var descriptor: EffectDescriptor { EffectDescriptor(name: "plain", summary: "nothing", duration: 1) }
        func timeline(_ parameters: ParameterValues, context: EffectContext) throws(EffectError) -> Timeline {
            Timeline(duration: 1)
        }
    }

    @Test func galleryStepsTheItemsAndMirrorsPrevious() throws {
        let played = try EffectSequence(effect: Reveal(), items: 5).play(["next", "next", "previous"])
        #expect(played.layerNames == ["incoming", "outgoing"])
        #expect(played.steps.map(\.start) == [0, 0.25, 0.5])
        #expect(played.timeline.duration == 0.75)
        // Per step, in layer order (incoming, outgoing): the current item leaves, the stepped-to one shows.
        #expect(played.steps.map(\.items) == [[1, 0], [2, 1], [1, 2]])
        #expect(try played.steps.map { try $0.parameters.choice("from") } == ["left", "left", "right"])
        #expect(played.item(of: "outgoing", at: 0.3) == 1)
        #expect(played.item(of: "incoming", at: 0.75) == 1)
        #expect(played.item(of: "nowhere", at: 0) == nil)
    }

    @Test func wrapAroundFollowsTheSeedsModulo() throws {
        let sequence = try EffectSequence(effect: SwapCard(), items: 3, start: 2)
        let played = try sequence.play(["next", "previous", "previous", "previous", "previous"])
        // (i ± 1 + n) % n over front (current) and back (the item brought forward).
        #expect(played.steps.map(\.items) == [[2, 0], [0, 2], [2, 1], [1, 0], [0, 2]])
        #expect(
            try played.steps.map { try $0.parameters.bool("forward") } == [true, false, false, false, false])
        let one = try EffectSequence(effect: Slide(), items: 1).play(["next", "previous"])
        #expect(one.steps.map(\.items) == [[0, 0], [0, 0]])
    }

    @Test func withoutWrapSteppingPastAnEndIsRefused() throws {
        let sequence = try EffectSequence(effect: Slide(), items: 3, start: 1, wrap: false)
        #expect(
            try sequence.play(["next", "previous", "previous"]).steps.map(\.items) == [
                [1, 2], [2, 1], [1, 0],
            ])
        #expect(
            errorMessage(SequenceError.self) { try sequence.play(["next", "next"]) }
                == "step 2 (next): item 2 is the last of 3 items and wrap is off")
        #expect(
            errorMessage(SequenceError.self) { try sequence.play(["previous", "previous"]) }
                == "step 2 (previous): item 0 is the first of 3 items and wrap is off")
        let single = try EffectSequence(effect: Reveal(), items: 1, wrap: false)
        #expect(
            errorMessage(SequenceError.self) { try single.play(["previous"]) }
                == "step 1 (previous): item 0 is the first of 1 item and wrap is off")
    }

    /// The steps are bounded: a thousand play, one more is refused before any step is built (20,000
    /// took 37 s).
    @Test func aSequencePlaysAtMostItsStepLimit() throws {
        let gallery = try EffectSequence(effect: Reveal(), items: 5)
        let limit = EffectSequence.stepLimit
        #expect(try gallery.play(Array(repeating: "next", count: limit)).steps.count == limit)
        #expect(throws: SequenceError.tooManySteps(count: 20_000, limit: limit)) {
            try gallery.play(Array(repeating: "next", count: 20_000))
        }
        #expect(
            SequenceError.tooManySteps(count: 20_000, limit: limit).description
                == "20000 steps to play; a sequence plays at most 1000, so play them in runs of 1000")
    }

    /// A frame visits only the tracks of the steps playing around it, so sampling is linear in the
    /// steps (every frame used to visit every step's group: 1,000 steps took 3.2 s, now 0.17 s);
    /// the rows are the same numbers, bit for bit, as visiting every track gives.
    @Test func aFrameVisitsOnlyTheStepsAroundIt() throws {
        let played = try EffectSequence(effect: SwapCard(), items: 5)
            .play(Array(repeating: "next", count: EffectSequence.stepLimit))
        let compiled = CompiledTimeline(played.timeline)
        let windows = try #require(compiled.windows)
        let tracksPerStep = compiled.tracks.count / played.steps.count
        var everyTrack = compiled
        everyTrack.windows = nil
        for (index, step) in played.steps.enumerated() where index % 7 == 0 {
            for fraction in [0, 0.25, 0.5, 0.75, 0.999, 1] {
                let time = step.start + fraction * (step.end - step.start)
                let listed = try #require(windows.listed(at: time))
                #expect(listed.count <= 3 * tracksPerStep, "at \(time): \(listed.count) tracks")
                let indexed = compiled.values(at: time)
                let visited = everyTrack.values(at: time)
                #expect(indexed.map(\.bitPattern) == visited.map(\.bitPattern), "at \(time)")
            }
        }
    }

    @Test func unknownStepsSuggestTheClosestName() throws {
        let gallery = try EffectSequence(effect: Reveal(), items: 5)
        #expect(
            errorMessage(SequenceError.self) { try gallery.play(["next", "nxt"]) }
                == "step 2: unknown step 'nxt' (did you mean 'next'?)")
        #expect(
            errorMessage(SequenceError.self) { try gallery.play(["swipe-left"]) }
                == "step 1: unknown step 'swipe-left'; the steps are next, previous")
        let deck = try EffectSequence(effect: Stack(), items: 5)
        #expect(
            errorMessage(SequenceError.self) { try deck.play(["swipe-lft"]) }
                == "step 1: unknown step 'swipe-lft' (did you mean 'swipe-left'?)")
    }

    @Test func setUpErrorsSayWhatIsWrong() throws {
        #expect(
            errorMessage(SequenceError.self) { try EffectSequence(effect: Plain(), items: 3) }
                == "effect 'plain' does not play in sequences; the ones that do are reveal, swap-card, slide, stack"
        )
        #expect(
            errorMessage(SequenceError.self) { try EffectSequence(effect: Reveal(), items: 0) }
                == "the item count must be 1 or more, got 0")
        #expect(
            errorMessage(SequenceError.self) { try EffectSequence(effect: Reveal(), items: 5, start: 5) }
                == "the start item must be within 0...4 for 5 items, got 5")
        #expect(
            errorMessage(SequenceError.self) { try EffectSequence(effect: Reveal(), items: 5).play([]) }
                == "no steps to play")
        #expect(
            errorMessage(SequenceError.self) {
                try EffectSequence(effect: Reveal(), assignments: ["from=up"], items: 5)
            } == "invalid value for from: 'up' is not one of left, right, top, bottom")
    }

    @Test func sequenceParametersApplyToEveryStep() throws {
        let sequence = try EffectSequence(
            effect: Reveal(), assignments: ["from=top", "duration=0.5"], items: 4)
        let played = try sequence.play(["next", "previous"])
        #expect(played.steps.map(\.start) == [0, 0.5])
        #expect(try played.steps.map { try $0.parameters.choice("from") } == ["top", "bottom"])
    }

    @Test func deckRecyclesSwipedCardsToTheBottom() throws {
        let played = try EffectSequence(effect: Stack(), items: 6).play([
            "swipe-left", "swipe-right", "swipe-left",
        ])
        #expect(played.layerNames == ["card[3]", "card[2]", "card[1]", "card[0]"])
        // Layer order is bottom first: card[3] shows the item three after the top one.
        #expect(played.steps.map(\.items) == [[3, 2, 1, 0], [4, 3, 2, 1], [5, 4, 3, 2]])
        #expect(try played.steps.map { try $0.parameters.choice("direction") } == ["left", "right", "left"])
        #expect(try played.steps.map { try $0.parameters.choice("mode") } == ["swipe", "swipe", "swipe"])
        let wrapped = try EffectSequence(effect: Stack(), items: 3, start: 2).play(["swipe-left"])
        #expect(wrapped.steps.map(\.items) == [[2, 1, 0, 2]])
    }

    @Test func undoBringsBackEachSwipedCardFromTheSideItLeft() throws {
        let sequence = try EffectSequence(effect: Stack(), items: 10, start: 4)
        let played = try sequence.play(["swipe-left", "swipe-right", "undo", "swipe-left", "undo", "undo"])
        #expect(
            try played.steps.map {
                try $0.parameters.choice("mode") + " " + $0.parameters.choice("direction")
            } == [
                "swipe left", "swipe right", "undo right", "swipe left", "undo left", "undo left",
            ])
        // The top card (the last in layer order) over the steps: 4, 5, back to 5, 5, back to 5, back to 4.
        #expect(played.steps.map { $0.items.last } == [4, 5, 5, 5, 5, 4])
        #expect(played.steps.last?.items == [7, 6, 5, 4])
        #expect(
            errorMessage(SequenceError.self) { try sequence.play(["swipe-left", "undo", "undo"]) }
                == "step 3 (undo): there is no swiped card to bring back")
        #expect(
            errorMessage(SequenceError.self) { try sequence.play(["undo"]) }
                == "step 1 (undo): there is no swiped card to bring back")
    }

    @Test func deckWithoutWrapRunsOut() throws {
        let sequence = try EffectSequence(effect: Stack(), items: 3, wrap: false)
        let played = try sequence.play(["swipe-left", "swipe-left"])
        #expect(played.steps.map(\.items) == [[-1, 2, 1, 0], [-1, -1, 2, 1]])
        #expect(
            errorMessage(SequenceError.self) {
                try sequence.play(["swipe-left", "swipe-left", "swipe-right"])
            }
                == "step 3 (swipe-right): item 2 is the last of 3 items and wrap is off")
    }

    /// Each step of a played sequence shows exactly what its own timeline shows at the same local time.
    @Test(arguments: [
        ("reveal", ["next", "previous", "next"]), ("slide", ["previous", "next", "next"]),
        ("swap-card", ["next", "previous", "next"]),
        ("stack", ["swipe-left", "undo", "swipe-right", "swipe-left"]),
    ])
    func stepsShowTheirOwnTimelines(name: String, steps: [String]) throws {
        let effect = try #require(BuiltInEffects.effect(named: name))
        let played = try EffectSequence(effect: effect, items: 5).play(steps)
        let whole = Sampler(timeline: played.timeline)
        for step in played.steps {
            let alone = Sampler(timeline: try effect.timeline(step.parameters, context: EffectContext()))
            #expect(whole.columnNames == alone.columnNames)
            for fraction in [0, 0.1, 0.3, 0.5, 0.7, 0.9, 0.999] {
                let local = fraction * step.duration
                let expected = alone.values(at: local).dropFirst(2)
                let got = whole.values(at: step.start + local).dropFirst(2)
                #expect(
                    zip(expected, got).allSatisfy { isClose($0, $1) },
                    "\(step.name) at \(step.start) + \(local)")
            }
        }
        // After the last step the last step's end state holds.
        let last = try #require(played.steps.last)
        let end = Sampler(timeline: try effect.timeline(last.parameters, context: EffectContext()))
        #expect(whole.values(at: last.end).dropFirst(2) == end.values(at: last.duration).dropFirst(2))
    }

    @Test func modelValuesOfEarlierStepsAreHeldThroughTheirSteps() throws {
        // The reveal's outgoing model position differs between from-left and from-right steps; the
        // position track covers each step, and a hold track keeps the step's own model value under it.
        let played = try EffectSequence(effect: Reveal(), items: 3).play(["previous", "next"])
        let outgoing = try #require(played.timeline.layers.last)
        guard case .group(let first) = try #require(outgoing.animations.first) else {
            Issue.record("the first step is not a group")
            return
        }
        #expect(first.timing.beginTime == 0 && first.timing.duration == 0.25)
        #expect(first.animations.flatMap(\.tracks).map(\.values.count) == [1, 2])
        #expect(first.animations.flatMap(\.tracks).first?.values == [Value(-187.5, 333.5)])
    }
}
