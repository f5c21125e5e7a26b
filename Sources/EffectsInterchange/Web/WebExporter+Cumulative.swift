import EffectsRegistry

extension WebExporter {
    /// A cumulative track that repeats, unrolled into one long iteration: `nil` when it does not
    /// repeat (then `cumulative` changes nothing).
    ///
    /// Browsers ignore `iterationComposite`, so the repetitions are written out: M = ⌈N⌉ copies of
    /// the keyframes, copy i shifted by i times the change per iteration (last value − first), each
    /// taking 1/M of an iteration M times as long, played for N/M of it so a fractional count still
    /// ends where it did. A copy's first keyframe is the previous copy's last, so it is written once.
    /// Only linear keyframes without a whole-track timing function, time offset or autoreverse are
    /// unrolled (the easing would have to restart with every copy); others are refused.
    func unrolledCumulative(_ placed: TrackPlacement) throws(InterchangeError) -> TrackPlacement? {
        let track = placed.track
        let timing = track.timing
        let simple = timing.simpleDuration
        let iterations = timing.activeDuration / simple
        guard track.isCumulative, iterations > 1 + 1e-12 else { return nil }
        let keyPath = track.target.keyPath
        guard iterations.isFinite, iterations <= 1000 else {
            throw failure(
                placed.layer, keyPath, "cumulative repetition is unrolled, and only up to 1000 times")
        }
        guard !timing.autoreverses, timing.timeOffset == 0, (track.timingFunction ?? .linear) == .linear,
            track.calculationMode == .linear, let first = track.values.first, let last = track.values.last,
            track.values.count >= 2
        else {
            throw failure(
                placed.layer, keyPath,
                "cumulative repetition is unrolled only for linear keyframes without autoreverse, time offset "
                    + "or a whole-track timing function")
        }
        let copies = Int(iterations.rounded(.up))
        let count = track.values.count
        let keyTimes = track.keyTimes ?? (0..<count).map { Double($0) / Double(count - 1) }
        let change = last - first
        var values: [Value] = []
        var times: [Double] = []
        var functions: [TimingFunction] = []
        for copy in 0..<copies {
            for index in (copy == 0 ? 0 : 1)..<count {
                values.append(track.values[index] + change * Double(copy))
                times.append(
                    copy == copies - 1 && index == count - 1
                        ? 1 : (Double(copy) + keyTimes[index]) / Double(copies))
            }
            if let segments = track.timingFunctions { functions += segments.prefix(count - 1) }
        }
        var unrolledTiming = timing
        unrolledTiming.duration = simple * Double(copies)
        unrolledTiming.repeatCount = iterations / Double(copies)
        unrolledTiming.repeatDuration = 0
        do {
            let unrolled = try Track(
                target: track.target, values: values, keyTimes: times,
                timingFunctions: track.timingFunctions == nil ? nil : functions, isAdditive: track.isAdditive,
                timing: unrolledTiming)
            return placed.replacing(unrolled)
        } catch {
            throw failure(placed.layer, keyPath, "its repetitions cannot be unrolled: \(error)")
        }
    }
}
