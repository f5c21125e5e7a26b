import EffectsRegistry

/// How a reversed transition's shortening factor is clamped (CSS Transitions 1, §3 step 4.3).
public enum CSSReversalRule: String, Hashable, Sendable, CaseIterable {
    /// The specification's: the absolute value of the replaced transition's progress, clamped to
    /// 0…1 (servo and stylo do the same).
    case specification
    /// Chromium's: the progress clamped to 0…1 without the absolute value, so that a reversal
    /// where an easing overshot below its start (a negative output) has no length and snaps to its
    /// end (Blink's `css_animations.cc`, measured in Chromium 156).
    case chromium
}

/// The transitions of one property of one element over a page's changes of state, as CSS
/// Transitions 1 §3 starts, reverses, restarts and cancels them.
///
/// The result is a list of pieces in time order, each of which decides the property from its
/// moment on (a later piece overrides an earlier one): a value set at a change, or a transition.
struct CSSPropertyTransitions: Sendable {
    /// One transition: its timing and values as §3 defines them.
    struct Transition: Hashable, Sendable {
        /// The moment of the style change event that started it, seconds.
        var changeTime: Double
        /// When it starts (the change plus its delay, a negative delay scaled for a reversal).
        var startTime: Double
        /// When it ends.
        var endTime: Double
        /// The value it starts from.
        var startValue: CSSPropertyValue
        /// The value it ends at.
        var endValue: CSSPropertyValue
        /// The value a reversal back to it compares with (§3's reversing-adjusted start value).
        var reversingAdjustedStart: CSSPropertyValue
        /// §3's reversing shortening factor: 1, or less for a reversal.
        var shorteningFactor: Double
        /// The easing of its progress.
        var easing: TimingFunction
        /// The `transition-*` entry that governs it, for messages.
        var entry: CSSTransitionEntry

        /// The eased progress at `time`: the easing's output at 0 before the start (a transition
        /// fills backwards), at 1 from the end.
        func output(at time: Double) -> Double {
            let duration = endTime - startTime
            let progress =
                duration > 0 ? min(max((time - startTime) / duration, 0), 1) : (time < startTime ? 0 : 1)
            return easing.value(at: progress, beforeFlag: time < startTime)
        }
    }

    /// A piece of the property's timeline.
    enum Piece: Hashable, Sendable {
        /// The value the property jumps to at a change (`nil`: the element's underlying value).
        case set(time: Double, value: CSSPropertyValue?)
        /// A transition, from its change on.
        case transition(Transition)
    }

    /// Why a change could not be followed.
    struct Unreadable: Error, Hashable, Sendable {
        /// What could not be done, for the message.
        var reason: String
        /// The entry that governs the transition, for where the message points.
        var entry: CSSTransitionEntry
    }

    /// The pieces so far.
    private(set) var pieces: [Piece] = []
    /// The value before the first change.
    let initial: CSSPropertyValue?
    /// How reversals are shortened.
    let rule: CSSReversalRule

    /// The transitions of a property whose value is `initial` before the first change.
    init(initial: CSSPropertyValue?, rule: CSSReversalRule) {
        self.initial = initial
        self.rule = rule
    }

    /// The last transition, when it has not ended at `time` (§3's running transition).
    private func running(at time: Double) -> Transition? {
        guard case .transition(let last)? = pieces.last, time < last.endTime else { return nil }
        return last
    }

    /// The property's value at `time`, transitions brought to it (the before-change style).
    func value(at time: Double) throws(Unreadable) -> CSSPropertyValue? {
        switch pieces.last {
        case nil: return initial
        case .set(_, let value)?: return value
        case .transition(let transition)?:
            guard time < transition.endTime else { return transition.endValue }
            let output = transition.output(at: time)
            guard
                let value = CSSValueInterpolation.interpolate(
                    transition.startValue, transition.endValue, amount: output)
            else {
                throw Unreadable(
                    reason: "its value part-way, between transform lists whose functions do not pair and "
                        + "whose lengths the element's size decides, is not imported yet",
                    entry: transition.entry)
            }
            return value
        }
    }

    /// Follows the style change event at `time`, after which the property's value is `after` and
    /// `matching` (if any) is the `transition-*` entry that governs it.
    ///
    /// A `nil` value is one no transition runs from or to (`auto`); where the property jumps to it,
    /// it shows `shown` (the size or place the import gives an element that does not set it).
    mutating func change(
        at time: Double, to after: CSSPropertyValue?, shown: CSSPropertyValue? = nil,
        matching: CSSTransitionEntry?
    ) throws(Unreadable) {
        let current = try value(at: time)
        guard let running = running(at: time) else {
            // §3 step 1: a new transition, when the values differ and can be interpolated.
            guard current != after else { return }
            if let matching, let from = current, let to = after, matching.combinedDuration > 0,
                CSSValueInterpolation.isTransitionable(from, to, allowsDiscrete: matching.allowsDiscrete)
            {
                start(at: time, from: from, to: to, adjusted: from, factor: 1, matching: matching)
            } else {
                pieces.append(.set(time: time, value: after ?? shown))
            }
            return
        }
        // §3 step 3: no entry governs the property any more, the transition is cancelled.
        guard let matching else {
            pieces.append(.set(time: time, value: after ?? shown))
            return
        }
        guard running.endValue != after else { return }
        // §3 step 4.1 and 4.2: cancelled when the value is already there, cannot be interpolated
        // or the new transition would have no length.
        guard let from = current, let to = after, from != to, matching.combinedDuration > 0,
            CSSValueInterpolation.isTransitionable(from, to, allowsDiscrete: matching.allowsDiscrete)
        else {
            pieces.append(.set(time: time, value: after ?? shown))
            return
        }
        if running.reversingAdjustedStart == to {
            // §3 step 4.3: a reversal, shortened by how far the replaced transition had come.
            let progress =
                running.output(at: time) * running.shorteningFactor + (1 - running.shorteningFactor)
            let factor = min(max(rule == .specification ? abs(progress) : progress, 0), 1)
            start(
                at: time, from: from, to: to, adjusted: running.endValue, factor: factor, matching: matching)
        } else {
            // §3 step 4.4: a new transition from where the running one stands.
            start(at: time, from: from, to: to, adjusted: from, factor: 1, matching: matching)
        }
    }

    /// Follows an element that appears at `time` (it was not rendered): from `starting`, its style
    /// before its first, the change runs as any other; with none, the property is `after` at once.
    mutating func appear(
        at time: Double, from starting: CSSPropertyValue?, to after: CSSPropertyValue?,
        shown: CSSPropertyValue?,
        matching: CSSTransitionEntry?
    ) throws(Unreadable) {
        guard let starting, starting != after else {
            // No transition: whatever ran is cancelled, and the value is the new one.
            try change(at: time, to: after, shown: shown, matching: nil)
            return
        }
        jump(at: time, to: starting)
        try change(at: time, to: after, shown: shown, matching: matching)
    }

    /// Cancels what runs and sets the property to `value` at `time`.
    mutating func jump(at time: Double, to value: CSSPropertyValue?) {
        pieces.append(.set(time: time, value: value))
    }

    /// Appends a transition started at `time`, its duration and a negative delay scaled by `factor`.
    private mutating func start(
        at time: Double, from: CSSPropertyValue, to: CSSPropertyValue, adjusted: CSSPropertyValue,
        factor: Double,
        matching: CSSTransitionEntry
    ) {
        let delay = matching.delay < 0 ? matching.delay * factor : matching.delay
        // A reversal shortened to nothing is no transition: the value is the new one at once, and
        // Chromium starts none (its clamped factor of 0 after an overshoot below the start).
        guard max(matching.duration, 0) * factor + delay > 0 else {
            pieces.append(.set(time: time, value: to))
            return
        }
        let start = time + delay
        pieces.append(
            .transition(
                Transition(
                    changeTime: time, startTime: start, endTime: start + max(matching.duration, 0) * factor,
                    startValue: from, endValue: to, reversingAdjustedStart: adjusted,
                    shorteningFactor: factor,
                    easing: matching.timingFunction, entry: matching)))
    }
}
