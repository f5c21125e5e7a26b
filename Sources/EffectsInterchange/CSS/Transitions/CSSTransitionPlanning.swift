import EffectsRegistry

/// The animations that play the pieces of a property's transitions.
enum CSSTransitionPlanning {
    /// The value of `property` in the element's style `state`: its own, else the property's
    /// initial value (`none`, 1, `visible`, the centre); `nil` for a size or place left `auto`,
    /// which no transition runs from or to.
    static func value(of property: String, in state: CSSElementPlan) -> CSSPropertyValue? {
        state.style[property] ?? CSSPropertyValue.initial(of: property)
    }

    /// What a size or place left `auto` in `state` shows: the import's default for it.
    static func shown(_ property: String, in state: CSSElementPlan) -> CSSPropertyValue? {
        let defaults = state.defaults
        switch property {
        case "width": return .length(CSSLength(points: defaults.width))
        case "height": return .length(CSSLength(points: defaults.height))
        case "left": return .length(CSSLength(points: defaults.left))
        case "top": return .length(CSSLength(points: defaults.top))
        default: return nil
        }
    }

    /// The animation of `piece`, which decides `property` from its change on (fill forwards, and
    /// before its change no effect); `nil` for a piece that shows nothing.
    ///
    /// A value set at a change holds from there; a transition holds its start value through a
    /// positive delay, then eases to its end, and with a negative delay starts part-way (a time
    /// offset, its active interval shortened to what is left).
    static func animation(of piece: CSSPropertyTransitions.Piece, property: String) -> CSSAnimationPlan? {
        func plan(
            _ time: Double, _ duration: Double, offsets: [Double], values: [CSSPropertyValue?],
            easings: [TimingFunction],
            range: Range<Int>, offset: Double = 0, count: Double = 0
        ) -> CSSAnimationPlan {
            let timing = MediaTiming(
                beginTime: time, duration: duration, repeatCount: count, fillMode: .forwards,
                timeOffset: offset)
            let track = CSSTrackPlan(
                property: property, offsets: offsets, values: values, easings: easings, range: range)
            return CSSAnimationPlan(
                name: "transition", timing: timing, reversedIteration: nil, tracks: [track],
                end: time + timing.activeDuration)
        }
        func hold(_ time: Double, _ value: CSSPropertyValue?, range: Range<Int>) -> CSSAnimationPlan {
            plan(
                time, 1, offsets: [0, 1], values: [value, value], easings: [.linear, .linear], range: range,
                count: 0)
        }
        switch piece {
        case .set(let time, let value):
            var animation = hold(time, value, range: 0..<0)
            animation.end = time
            return animation
        case .transition(let transition):
            let range = transition.entry.range(
                of: "transition-property", or: transition.entry.range(of: "transition-duration", or: 0..<0))
            let change = transition.changeTime
            let delay = transition.startTime - change
            let length = transition.endTime - transition.startTime
            let (from, to) = (transition.startValue, transition.endValue)
            if delay >= 0 {
                if length > 0 {
                    guard delay > 0 else {
                        return plan(
                            change, length, offsets: [0, 1], values: [from, to],
                            easings: [transition.easing, .linear], range: range)
                    }
                    return plan(
                        change, delay + length, offsets: [0, delay / (delay + length), 1],
                        values: [from, from, to],
                        easings: [.linear, transition.easing, .linear], range: range)
                }
                guard delay > 0 else { return hold(change, to, range: range) }
                // No length: the start value through the delay, then the end.
                return plan(
                    change, delay, offsets: [0, 1], values: [from, to],
                    easings: [TimingFunction.named("step-end") ?? .linear, .linear],
                    range: range)
            }
            guard -delay < length else { return hold(change, to, range: range) }
            return plan(
                change, length, offsets: [0, 1], values: [from, to], easings: [transition.easing, .linear],
                range: range,
                offset: -delay, count: (length + delay) / length)
        }
    }

    /// The `@keyframes` animations of an element through its states, grouped by the state whose
    /// change starts them.
    ///
    /// `animations[k]` is its list in state k. Those it plays from the start are state 0's; those a
    /// change adds to its list start at that change (CSS Animations 1: a name that appears starts
    /// its animation). `nil`, with an error, when a change removes one or changes its timing,
    /// which is not imported yet.
    ///
    /// An element not rendered plays nothing: an animation starts when the element is rendered
    /// with it in its list, and one it stops being rendered during is refused as removed.
    static func starts(
        of animations: [[CSSAnimationEntry]], displayed: [Bool], label: String, problems: inout CSSProblems
    ) -> [(state: Int, entries: [CSSAnimationEntry])]? {
        func same(_ a: CSSAnimationEntry, _ b: CSSAnimationEntry) -> Bool {
            var a = a
            a.ranges = b.ranges
            return a == b
        }
        guard let last = animations.last else { return [] }
        var groups: [Int: [CSSAnimationEntry]] = [:]
        for entry in last {
            // The earliest state from which it is in every list, unchanged.
            var start = animations.count - 1
            while start > 0, displayed[start - 1], animations[start - 1].contains(where: { same($0, entry) })
            {
                start -= 1
            }
            if start > 0, displayed[start - 1],
                let changed = animations[start - 1].first(where: { $0.name == entry.name })
            {
                problems.add(
                    .cssNotExact(
                        "the animation '\(entry.name ?? "")' of '\(label)' changes its timing with the state, "
                            + "which is not imported yet",
                        hint: "give it the same timing in every state, or start it with a class of its own"),
                    at: changed.range(of: "animation-name", or: 0..<0))
                return nil
            }
            groups[start, default: []].append(entry)
        }
        for (state, list) in animations.enumerated() where displayed[state] {
            let hidden = displayed[state...].contains(false)
            for entry in list where hidden || !last.contains(where: { $0.name == entry.name }) {
                problems.add(
                    .cssNotExact(
                        "the animation '\(entry.name ?? "")' of '\(label)' is cancelled by a later change (its "
                            + "name leaves the list, or the element stops being rendered), which is not imported yet",
                        hint: "keep the animation in the last state, or import the states before it"),
                    at: entry.range(of: "animation-name", or: 0..<0))
                return nil
            }
        }
        return groups.keys.sorted().map { ($0, groups[$0] ?? []) }
    }

    /// `animation` (timed from its change) started by a change at `moment`: before the moment it
    /// shows nothing, as an animation that is not yet in the list.
    ///
    /// At the page's start it is as planned. Later, its begin moves by the moment and a fill
    /// backwards is dropped, unless it holds through a positive delay or the animation starts
    /// part-way (a negative delay): then it plays in a group that begins at the moment and holds
    /// its end, so nothing shows before the change.
    static func started(_ animation: CSSAnimationPlan, at moment: Double) throws(StartRefusal)
        -> CSSAnimationPlan
    {
        guard moment > 0 else { return animation }
        // An animation without an active interval is built from its moment, which stays the page's.
        guard animation.instant == nil else {
            throw StartRefusal(reason: "has no active interval (a duration or a count of 0)")
        }
        var result = animation
        let timing = animation.timing
        let fillsBackwards = timing.fillMode == .backwards || timing.fillMode == .both
        result.end += moment
        guard timing.beginTime < 0 || (timing.beginTime > 0 && fillsBackwards) else {
            result.timing.beginTime += moment
            if fillsBackwards { result.timing.fillMode = timing.fillMode == .both ? .forwards : .removed }
            if var inner = result.reversedIteration, inner.fillMode == .both || inner.fillMode == .backwards {
                inner.fillMode = inner.fillMode == .both ? .forwards : .removed
                result.reversedIteration = inner
            }
            return result
        }
        guard animation.reversedIteration == nil else {
            throw StartRefusal(reason: "runs 'reverse' more than once and has a delay to hold or skip")
        }
        guard animation.end.isFinite, animation.end > 0 else {
            throw StartRefusal(
                reason: animation.end.isFinite
                    ? "ends before it starts (its negative delay is longer than its run)"
                    : "repeats without end and has a delay to hold or skip")
        }
        result.reversedIteration = timing
        result.timing = MediaTiming(beginTime: moment, duration: animation.end, fillMode: .forwards)
        return result
    }

    /// Why an animation cannot be started at a change.
    struct StartRefusal: Error {
        /// What the animation does that the import cannot start later, lowercase.
        let reason: String
    }
}
