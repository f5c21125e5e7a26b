import EffectsRegistry
import Testing

@testable import EffectsInterchange

/// CSS Transitions 1 §3 on one property: starts, reversals (their shortening factor and scaled
/// negative delay), restarts and cancellations, against the specification's formula and the
/// figures Chromium 156 gives for the same changes (docs/Import.md, "Transitions").
@Suite struct CSSTransitionReversalTests {
    private static let open = CSSPropertyValue.opacity(1)
    private static let closed = CSSPropertyValue.opacity(0)

    private static func entry(_ duration: Double, _ easing: TimingFunction = .ease, delay: Double = 0)
        -> CSSTransitionEntry
    {
        var entry = CSSTransitionEntry()
        entry.property = "opacity"
        entry.duration = duration
        entry.timingFunction = easing
        entry.delay = delay
        return entry
    }

    /// The transitions of opacity 0 → 1 at 0, then back and forth at `times`.
    private static func run(
        _ entry: CSSTransitionEntry, changes times: [Double], rule: CSSReversalRule = .specification,
        between values: (CSSPropertyValue, CSSPropertyValue) = (closed, open)
    ) throws -> [CSSPropertyTransitions.Transition] {
        var run = CSSPropertyTransitions(initial: values.0, rule: rule)
        for (index, time) in ([0] + times).enumerated() {
            try run.change(at: time, to: index % 2 == 0 ? values.1 : values.0, matching: entry)
        }
        return run.pieces.compactMap { piece in
            if case .transition(let transition) = piece { return transition }
            return nil
        }
    }

    @Test func aReversalLastsAsLongAsTheWayBack() throws {
        // Chromium: `1s ease` reversed at 300 ms runs back for 513.315 ms.
        let transitions = try Self.run(Self.entry(1), changes: [0.3])
        #expect(transitions.count == 2)
        let back = try #require(transitions.last)
        let expected = TimingFunction.ease.value(at: 0.3)
        #expect(abs(back.shorteningFactor - expected) < 1e-12)
        #expect(abs((back.endTime - back.startTime) - 0.513315) < 5e-7)
        #expect(back.reversingAdjustedStart == Self.open)
        #expect(back.startTime == 0.3)
    }

    @Test func aNegativeDelayIsScaledByTheFactor() throws {
        // Chromium: `1s ease -0.2s` reversed at 300 ms has a delay of −160.48 ms.
        let transitions = try Self.run(Self.entry(1, delay: -0.2), changes: [0.3])
        let back = try #require(transitions.last)
        #expect(abs((back.startTime - 0.3) - -0.16048) < 5e-6)
        #expect(abs(back.shorteningFactor - TimingFunction.ease.value(at: 0.5)) < 1e-12)
    }

    @Test func aReversalOfAReversalCountsBothFactors() throws {
        let transitions = try Self.run(Self.entry(1), changes: [0.3, 0.5])
        #expect(transitions.count == 3)
        let first = transitions[1]
        let again = transitions[2]
        let progress = TimingFunction.ease.value(at: 0.2 / (first.endTime - first.startTime))
        let factor = progress * first.shorteningFactor + (1 - first.shorteningFactor)
        #expect(abs(again.shorteningFactor - factor) < 1e-12)
        #expect(again.reversingAdjustedStart == Self.closed)
    }

    @Test func anOvershootReversesBrieflyButSnapsInChromium() throws {
        // Chromium: `left` over `cubic-bezier(.5, -.8, .5, 1)` reversed at 100 ms (output −0.1334).
        let easing = TimingFunction.cubicBezier(try CubicBezier(0.5, -0.8, 0.5, 1))
        let output = easing.value(at: 0.1)
        #expect(output < 0)
        let lengths = (
            CSSPropertyValue.length(CSSLength(points: 0)), CSSPropertyValue.length(CSSLength(points: 100))
        )
        let specification = try #require(
            try Self.run(Self.entry(1, easing), changes: [0.1], between: lengths).last)
        #expect(abs(specification.shorteningFactor - abs(output)) < 1e-12)
        #expect(abs((specification.endTime - specification.startTime) - 0.1334) < 5e-5)
        // Chromium's factor is 0: no transition back, the value jumps to the end.
        var run = CSSPropertyTransitions(initial: lengths.0, rule: .chromium)
        try run.change(at: 0, to: lengths.1, matching: Self.entry(1, easing))
        try run.change(at: 0.1, to: lengths.0, matching: Self.entry(1, easing))
        #expect(run.pieces.last == .set(time: 0.1, value: lengths.0))
    }

    @Test func aChangeToAThirdValueRestartsFromWhereItStands() throws {
        var run = CSSPropertyTransitions(initial: Self.closed, rule: .specification)
        try run.change(at: 0, to: Self.open, matching: Self.entry(1, .linear))
        try run.change(at: 0.25, to: .opacity(0.5), matching: Self.entry(1, .linear))
        guard case .transition(let restart)? = run.pieces.last else {
            Issue.record("no restart: \(run.pieces)")
            return
        }
        #expect(restart.startValue == .opacity(0.25))
        #expect(restart.shorteningFactor == 1)
        #expect(restart.endTime - restart.startTime == 1)
    }

    @Test func anOpacityClampedAtItsStartIsAlreadyBack() throws {
        // The overshoot below 0 is clamped: the current value is the new end, §3 step 4.1 cancels.
        let easing = TimingFunction.cubicBezier(try CubicBezier(0.5, -0.8, 0.5, 1))
        #expect(try Self.run(Self.entry(1, easing), changes: [0.1]).count == 1)
    }

    @Test func aReversalDuringTheDelayCancelsAtOnce() throws {
        // §3 step 4.1: the value has not moved, so it is already the new end.
        let transitions = try Self.run(Self.entry(1, delay: 0.5), changes: [0.2])
        #expect(transitions.count == 1)
    }

    @Test func noMatchingEntryOrNoLengthJumps() throws {
        var run = CSSPropertyTransitions(initial: Self.closed, rule: .specification)
        try run.change(at: 0, to: Self.open, matching: nil)
        try run.change(at: 1, to: Self.closed, matching: Self.entry(0))
        #expect(run.pieces == [.set(time: 0, value: Self.open), .set(time: 1, value: Self.closed)])
    }
}
