extension MediaTiming {
    /// How close a moment must come to a boundary to count as on it, relative to the size of the
    /// times involved: 2⁻⁴² (about 2.3 × 10⁻¹³, a thousand ulps).
    ///
    /// Times written in decimals are not exact in binary, and the arithmetic that reaches a boundary
    /// can land an ulp short of it: `0.3 − 0.1` is 0.19999999999999998, below a duration of 0.2.
    /// A moment less than this before a begin, an end, an iteration's wrap, the autoreverse turn, a
    /// keyframe or a jump of `steps(…)` is taken as on it (and one just past the turn as at it),
    /// so every boundary falls on the side its decimal value says. The tolerance is this fraction of
    /// an animation's begin time, offset, cycle and active duration (at most 1024 cycles of it)
    /// together (or its parent's tolerance, if larger), fixed for the animation: far above the rounding of a few operations
    /// on those times, far below the gap between decimals of up to 12 significant digits (0.3 and
    /// 0.299999999999 stay apart), and below the 10⁻¹⁰ by which the timeline analysis steps back
    /// from an end. It does not grow with endless repetition sampled far out.
    public static let boundaryTolerance = 0x1p-42

    /// How many cycles of the active duration the boundary tolerance takes into account: beyond
    /// them, a repetition's boundaries are compared as exactly as far out in `repeat forever`.
    static let maximumToleratedCycles = 1024.0

    /// The local time at `parentTime`, or `nil` when the animation has no effect there (outside its
    /// active interval and not held by its fill mode).
    ///
    /// The active interval is half-open, `[beginTime, endTime)`, as in Core Animation: at `endTime`
    /// an animation with fill mode `removed` no longer applies and the model value shows. Both ends
    /// are compared within ``boundaryTolerance``.
    public func localTime(atParentTime parentTime: Double) -> LocalTime? {
        let tolerance = localTolerance(simple: simpleDuration, active: activeDuration, parent: 0)
        return localTime(
            atParentTime: parentTime, simple: simpleDuration, active: activeDuration, tolerance: tolerance,
            parentTolerance: frozenBeginTolerance(parent: 0))
    }

    /// The boundary tolerance of this timing's local time, in local seconds, under a parent whose
    /// local time has tolerance `parent`: ``boundaryTolerance`` of the largest local times its
    /// arithmetic handles (the begin time, offset, cycle and active duration), or the parent's
    /// tolerance in local seconds if larger.
    func localTolerance(simple: Double, active: Double, parent: Double) -> Double {
        let cycle = autoreverses ? 2 * simple : simple
        // The active duration counts for at most `maximumToleratedCycles` cycles: a huge finite
        // repeat count must not widen every wrap and keyframe of every iteration (a tolerance of
        // 2⁻⁴² · 10⁹ s would put the first iteration's boundaries 0.2 ms early), and it then
        // behaves as `repeat forever` does far out.
        let spanned = active.isFinite ? min(active, MediaTiming.maximumToleratedCycles * cycle) : 0
        let own = MediaTiming.boundaryTolerance * (abs(beginTime) * speed + abs(timeOffset) + cycle + spanned)
        return max(parent * speed, own)
    }

    /// The tolerance, in the parent's seconds, of the begin time of a frozen timing (`speed` 0).
    func frozenBeginTolerance(parent: Double) -> Double {
        max(parent, MediaTiming.boundaryTolerance * abs(beginTime))
    }

    /// The local time at `parentTime` given this timing's ``simpleDuration`` and ``activeDuration``
    /// and its boundary tolerances (`localTolerance(…)`; `parentTolerance`, from
    /// `frozenBeginTolerance(…)`, for a frozen begin), which compiled timelines work out once
    /// instead of once per frame.
    @inline(__always)
    func localTime(
        atParentTime parentTime: Double, simple: Double, active: Double, tolerance: Double,
        parentTolerance: Double
    ) -> LocalTime? {
        let cycle = autoreverses ? 2 * simple : simple
        guard
            let (elapsed, isBefore, isAfter) = activeTime(
                atParentTime: parentTime, active: active, tolerance: tolerance,
                parentTolerance: parentTolerance)
        else { return nil }
        let position = elapsed + timeOffset
        let cycles = position / cycle
        // Truncation is flooring for a positive count below 2⁵² (from there every double is whole),
        // and both zeros are their own floor: this avoids a call to libm's floor on every frame of
        // every track.
        var iteration: Double
        if cycles > 0 && cycles < 0x1p52 {
            iteration = Double(Int64(cycles))
        } else {
            iteration = cycles == 0 ? cycles : cycles.rounded(.down)
        }
        var within = position - iteration * cycle
        if within > cycle - tolerance {
            // A hair before the next cycle: its start.
            iteration += 1
            within = 0
        }
        if isAfter && elapsed > 0 && within <= tolerance {
            // The end of the active interval on a cycle boundary shows the end of the last
            // iteration, not the start of one that never plays.
            iteration -= 1
            within = cycle
        }
        within = min(max(within, 0), cycle)
        var time = within
        var isReversed = false
        if autoreverses && within > simple - tolerance {
            if within <= simple + tolerance {
                // On the turn. It belongs to the iteration that starts there, which runs backwards,
                // except at the end of the active interval, where the one that ends there shows.
                time = simple
                isReversed = !isAfter
            } else {
                time = cycle - within
                isReversed = true
            }
        }
        return LocalTime(
            time: min(max(time, 0), simple), iteration: iteration, isBefore: isBefore, isAfter: isAfter,
            isReversed: isReversed)
    }

    /// The time elapsed in the active interval at `parentTime` (0 before it, `active` after it), and
    /// which side of it the moment is on; `nil` where the fill mode shows nothing.
    @inline(__always)
    private func activeTime(
        atParentTime parentTime: Double, active: Double, tolerance: Double, parentTolerance: Double
    ) -> (elapsed: Double, isBefore: Bool, isAfter: Bool)? {
        if speed == 0 {
            // Frozen time: the animation shows `timeOffset` from its begin time on.
            let isBefore = parentTime < beginTime - parentTolerance
            guard !isBefore || fillMode.fillsBackwards else { return nil }
            return (0, isBefore, false)
        }
        let elapsed = (parentTime - beginTime) * speed
        if elapsed < -tolerance {
            guard fillMode.fillsBackwards else { return nil }
            return (0, true, false)
        }
        if elapsed >= active - tolerance {
            guard fillMode.fillsForwards else { return nil }
            return (active, false, true)
        }
        // A hair before the begin time: the begin.
        return (max(elapsed, 0), false, false)
    }
}
