extension MediaTiming {
    /// The most moments one local time maps to: endless or very fast repetition is cut off here, so
    /// no timeline can make the analysis slow.
    static let maximumOccurrences = 4096

    /// Every moment of the parent's time, up to `horizon`, at which the local time is `local`
    /// (`0...simpleDuration`): once per iteration, twice when autoreversing; sorted.
    ///
    /// Empty for a frozen timing (`speed` 0), whose local time never moves.
    func parentTimes(ofLocal local: Double, until horizon: Double) -> [Double] {
        guard speed > 0, local.isFinite, horizon.isFinite else { return [] }
        let simple = simpleDuration
        let cycle = autoreverses ? 2 * simple : simple
        let reach = min(activeDuration, (horizon - beginTime) * speed)
        let tolerance = 1e-9 * max(1, cycle)
        guard reach >= -tolerance else { return [] }
        // Where in a cycle the local time is `local`: on the way out, and back when reversing.
        var phases = [local]
        if autoreverses && local < simple { phases.append(cycle - local) }
        // At the very end of the active interval the last iteration's end shows, not the start of
        // one that never plays.
        let endLocal = reach >= activeDuration - tolerance ? localTimeAtEnd : nil
        var times: [Double] = []
        // Elapsed time is position − offset; the first iteration that can reach 0 starts here.
        var iteration = (timeOffset / cycle).rounded(.down) - 1
        while times.count < MediaTiming.maximumOccurrences {
            let start = iteration * cycle - timeOffset
            if start > reach + tolerance { break }
            for phase in phases {
                let elapsed = start + phase
                let showsEnd = endLocal.map {
                    elapsed < activeDuration - tolerance || abs($0 - local) <= tolerance
                }
                if elapsed >= -tolerance && elapsed <= reach + tolerance && showsEnd ?? true {
                    times.append(beginTime + max(elapsed, 0) / speed)
                }
            }
            iteration += 1
        }
        return times
    }

    /// The first and last moments of the parent's time at which the local time is `local`, however
    /// many iterations lie between (the last is infinite when the timing repeats forever); `nil`
    /// when there is none or time is frozen.
    func parentTimeRange(ofLocal local: Double) -> (first: Double, last: Double)? {
        guard speed > 0, local.isFinite else { return nil }
        let simple = simpleDuration
        let cycle = autoreverses ? 2 * simple : simple
        let active = activeDuration
        let tolerance = 1e-9 * max(1, cycle)
        let phases = autoreverses && local < simple ? [local, cycle - local] : [local]
        let endLocal = active.isFinite ? localTimeAtEnd : nil
        // The elapsed times, in the iterations from `start` on, at which `local` shows.
        func elapsed(from start: Double, count: Int) -> [Double] {
            var found: [Double] = []
            for step in 0..<count {
                for phase in phases {
                    let moment = (start + Double(step)) * cycle - timeOffset + phase
                    let showsEnd = endLocal.map {
                        moment < active - tolerance || abs($0 - local) <= tolerance
                    }
                    if moment >= -tolerance && moment <= active + tolerance && showsEnd ?? true {
                        found.append(max(moment, 0))
                    }
                }
            }
            return found
        }
        // A few iterations around the start and the end are enough: `local` shows once or twice in each.
        guard let first = elapsed(from: (timeOffset / cycle).rounded(.down) - 1, count: 4).min() else {
            return nil
        }
        let last: Double
        if active.isFinite {
            last = elapsed(from: ((active + timeOffset) / cycle).rounded(.down) - 2, count: 4).max() ?? first
        } else {
            last = .infinity
        }
        return (beginTime + first / speed, last.isFinite ? beginTime + last / speed : last)
    }

    /// The local time at the end of the active interval: the end of the last iteration shows.
    var localTimeAtEnd: Double? {
        var held = self
        held.fillMode = .both
        guard endTime.isFinite else { return nil }
        return held.localTime(atParentTime: endTime)?.time
    }

    /// A local time as the parent's, ignoring repetitions: the first iteration's moment.
    func firstParentTime(ofLocal local: Double) -> Double {
        guard speed > 0 else { return local.isInfinite ? local : beginTime }
        return beginTime + (local - timeOffset) / speed
    }
}
