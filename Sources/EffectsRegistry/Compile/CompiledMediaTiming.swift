/// A media timing with the durations its local time needs worked out once, at compile time.
struct CompiledMediaTiming: Sendable {
    var timing: MediaTiming
    /// ``MediaTiming/simpleDuration``.
    var simpleDuration: Double
    /// ``MediaTiming/activeDuration``.
    var activeDuration: Double
    /// Whether local time inside the active interval is just the time since the begin time: speed 1,
    /// no offset, one forward iteration.
    var isPlain: Bool

    init(_ timing: MediaTiming) {
        self.timing = timing
        simpleDuration = timing.simpleDuration
        activeDuration = timing.activeDuration
        isPlain =
            timing.speed == 1 && timing.timeOffset == 0 && !timing.autoreverses
            && activeDuration == simpleDuration
    }

    /// ``MediaTiming/localTime(atParentTime:)``, from the stored durations.
    @inline(__always)
    func localTime(atParentTime parentTime: Double) -> LocalTime? {
        if isPlain {
            // What the general case computes there: the position (with −0 made +0 by adding the zero
            // offset) divided by the duration is below 1, so iteration 0, and no clamp applies.
            let elapsed = parentTime - timing.beginTime
            if elapsed >= 0 && elapsed < activeDuration {
                return LocalTime(time: elapsed + 0, iteration: 0, isBefore: false)
            }
        }
        return timing.localTime(atParentTime: parentTime, simple: simpleDuration, active: activeDuration)
    }
}
