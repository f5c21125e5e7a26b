import EffectsRegistry

extension CSSTimelineBuilder {
    /// How far into an iteration a discrete keyframe is put after a point that CSS excludes: CSS
    /// shows `visible` for every progress after a hidden keyframe, Core Animation's discrete values
    /// hold from their key time on, so the switch goes one billionth of the iteration later (as the
    /// web export's discrete jumps do).
    static let switchDelay = 1e-9

    /// The discrete track of `visibility` (`hidden`) or `backface-visibility` (`doubleSided`): each
    /// value held from where CSS switches to it.
    ///
    /// CSS interpolates `visibility` as visible for any eased progress strictly between 0 and 1 when
    /// either end is visible, and other discrete values by switching at eased progress ½; the
    /// switch's input is found exactly for steps (by trying each step's start) and by bisection for
    /// the monotone curves the planner lets through.
    func switches(_ plan: CSSTrackPlan, timing: MediaTiming) throws(TimelineError) -> Track {
        let isVisibility = plan.property == "visibility"
        let flags = plan.values.map { value -> Bool in
            switch value ?? plan.base(in: self) ?? plan.initial {
            case .visibility(let visible)?: return visible
            case .backfaceVisible(let visible)?: return visible
            default: return true
            }
        }
        var keyTimes = [0.0]
        var states = [flags.first ?? true]
        for segment in 0..<max(flags.count - 1, 0) where flags[segment] != flags[segment + 1] {
            let start = plan.offsets[segment]
            let end = plan.offsets[segment + 1]
            let easing = plan.easings[segment]
            let input: Double
            if isVisibility {
                input =
                    flags[segment + 1] ? firstInput(of: easing, above: 0) : firstInput(of: easing, atLeast: 1)
            } else {
                input = firstInput(of: easing, atLeast: 0.5)
            }
            let time = min(start + (end - start) * input, end)
            keyTimes.append(max(time, keyTimes.last ?? 0))
            states.append(flags[segment + 1])
        }
        // The last value also ends the iteration, so that the keyframes end at 100 % as a keyframe
        // list written in `.fx` (or for Core Animation) must.
        if let last = states.last, (keyTimes.last ?? 0) < 1 {
            keyTimes.append(1)
            states.append(last)
        }
        // `hidden` is true where the element is not visible; `doubleSided` is the back face's visibility.
        let values = states.map { visible in Value(isVisibility ? (visible ? 0 : 1) : (visible ? 1 : 0)) }
        return try Track(
            keyPath: isVisibility ? "hidden" : "doubleSided", values: values, keyTimes: keyTimes,
            calculationMode: .discrete, timing: timing)
    }

    /// The smallest input of `easing` whose output is above `threshold` (just after 0 for a curve
    /// that leaves 0 at once).
    private func firstInput(of easing: TimingFunction, above threshold: Double) -> Double {
        if case .steps(let steps) = easing {
            return firstStep(of: steps) { $0 > threshold }
        }
        return CSSTimelineBuilder.switchDelay
    }

    /// The smallest input of `easing` whose output is at least `threshold`.
    private func firstInput(of easing: TimingFunction, atLeast threshold: Double) -> Double {
        if case .steps(let steps) = easing {
            return firstStep(of: steps) { $0 >= threshold }
        }
        if threshold >= 1 { return 1 }
        var low = 0.0
        var high = 1.0
        for _ in 0..<64 {
            let middle = (low + high) / 2
            if easing.value(at: middle) >= threshold { high = middle } else { low = middle }
        }
        return high
    }

    /// The start of the first step of `steps` whose output satisfies `accepts`, or 1.
    private func firstStep(of steps: Steps, _ accepts: (Double) -> Bool) -> Double {
        let count = steps.count
        for step in 0...count {
            let input = Double(step) / Double(count)
            if accepts(steps.value(at: input)) { return input }
        }
        return 1
    }
}
