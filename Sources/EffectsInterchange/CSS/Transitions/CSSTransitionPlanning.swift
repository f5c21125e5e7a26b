import EffectsRegistry

/// The animations that play the pieces of a property's transitions.
enum CSSTransitionPlanning {
    /// The value of `property` in the element's style `state`: its own, else the property's
    /// initial value (`none`, 1, `visible`, the centre); `nil` for a size or place left `auto`,
    /// which no transition runs from or to.
    static func value(of property: String, in state: CSSElementPlan) -> CSSPropertyValue? {
        if let value = state.style[property] { return value }
        switch property {
        case "transform": return .transform(.none)
        case "translate": return .translate(x: .zero, y: .zero, z: .zero)
        case "rotate": return .rotate(axis: .z, angle: 0)
        case "scale": return .scale(x: 1, y: 1, z: 1)
        case "opacity": return .opacity(1)
        case "visibility": return .visibility(true)
        case "backface-visibility": return .backfaceVisible(true)
        case "transform-origin":
            return .origin(x: CSSLength(percent: 50), y: CSSLength(percent: 50), z: .zero)
        default: return nil
        }
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
}
