extension MediaTiming {
    /// The local time at `parentTime`, or `nil` when the animation has no effect there (outside its
    /// active interval and not held by its fill mode).
    ///
    /// The active interval is half-open, `[beginTime, endTime)`, as in Core Animation: at `endTime`
    /// an animation with fill mode `removed` no longer applies and the model value shows.
    public func localTime(atParentTime parentTime: Double) -> LocalTime? {
        localTime(atParentTime: parentTime, simple: simpleDuration, active: activeDuration)
    }

    /// The local time at `parentTime` given this timing's ``simpleDuration`` and ``activeDuration``,
    /// which compiled timelines work out once instead of once per frame.
    @inline(__always)
    func localTime(atParentTime parentTime: Double, simple: Double, active: Double) -> LocalTime? {
        var elapsed: Double
        var isBefore = false
        if speed == 0 {
            // Frozen time: the animation shows `timeOffset` from its begin time on.
            guard parentTime >= beginTime || fillMode.fillsBackwards else { return nil }
            isBefore = parentTime < beginTime
            elapsed = 0
        } else {
            elapsed = (parentTime - beginTime) * speed
            if elapsed < 0 {
                guard fillMode.fillsBackwards else { return nil }
                isBefore = true
                elapsed = 0
            } else if elapsed >= active {
                guard fillMode.fillsForwards else { return nil }
                elapsed = active
            }
        }
        let cycle = autoreverses ? 2 * simple : simple
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
        if elapsed == active && elapsed > 0 && within <= 0 {
            // The end of the active interval on a cycle boundary shows the end of the last
            // iteration, not the start of one that never plays.
            iteration -= 1
            within = cycle
        }
        within = min(max(within, 0), cycle)
        let time = autoreverses && within > simple ? cycle - within : within
        return LocalTime(time: min(max(time, 0), simple), iteration: iteration, isBefore: isBefore)
    }
}
