import EffectsRegistry

/// A track's keyframes written as it has them.
extension KeyframeContext {
    /// Keyframes written as the track has them: values at their key times, each segment's timing
    /// function as the easing of the keyframe that starts it.
    mutating func exactKeyframes() throws(InterchangeError) -> [WebKeyframe] {
        let values = track.values
        let times = keyTimes
        var frames = KeyframeList()
        guard values.count > 1 else {
            let value = values.first ?? Value.zero(count: track.target.valueCount)
            frames.add(0, declarations(value))
            frames.add(1, declarations(value))
            return frames.frames
        }
        if track.calculationMode == .discrete {
            return KeyframeList.discrete(values.map { declarations($0) }, keyTimes: times)
        }
        let functions = track.calculationMode == .paced ? nil : track.timingFunctions
        for index in 0..<(values.count - 1) {
            let (from, to) = (values[index], values[index + 1])
            let (start, end) = (times[index], times[index + 1])
            let function = functions?[index]
            if let steps = KeyframeList.steps(of: function), !(start == 0 && heldAtStartFromBefore) {
                // Steps and holds become jumps between equal keyframes (see KeyframeList).
                frames.steps(steps, from: start, to: end, first: declarations(from)) {
                    declarations(from.interpolated(to: to, amount: $0))
                }
                continue
            }
            var easing = "linear"
            if let function {
                let span = (end - start) * track.timing.simpleDuration
                let change = from.components.indices.map { abs(to[$0] - from[$0]) }.max() ?? 0
                easing = try self.easing(function, seconds: span, scale: change)
            }
            frames.add(start, declarations(from), easing: easing)
        }
        if let last = values.last { frames.add(times.last ?? 1, declarations(last)) }
        return frames.frames
    }

    /// Whether the track can be held at the start of its iteration from the side before it, where
    /// CSS's before flag makes a jump at progress 0 not yet happen (a backwards fill, or the end of an
    /// autoreversing run): there `steps()` stays as it is.
    var heldAtStartFromBefore: Bool {
        track.timing.fillMode.fillsBackwards
            || (track.timing.autoreverses && track.timing.fillMode.fillsForwards)
            || !placed.groups.isEmpty
    }
}
