/// A media timing with the durations its local time needs worked out once, at compile time.
struct CompiledMediaTiming: Sendable {
    var timing: MediaTiming
    /// ``MediaTiming/simpleDuration``.
    var simpleDuration: Double
    /// 1 / ``simpleDuration``, which turns a local time's boundary tolerance into a progress's.
    var inverseSimpleDuration: Double
    /// ``MediaTiming/activeDuration``.
    var activeDuration: Double
    /// The boundary tolerance of the timing's own arithmetic, in local seconds.
    var ownTolerance: Double
    /// Whether local time inside the active interval is just the time since the begin time: speed 1,
    /// no offset, one forward iteration.
    var isPlain: Bool

    init(_ timing: MediaTiming) {
        self.timing = timing
        simpleDuration = timing.simpleDuration
        inverseSimpleDuration = 1 / simpleDuration
        activeDuration = timing.activeDuration
        ownTolerance = timing.ownTolerance(simple: simpleDuration, active: activeDuration)
        isPlain =
            timing.speed == 1 && timing.timeOffset == 0 && !timing.autoreverses
            && activeDuration == simpleDuration
    }

    /// ``MediaTiming/localTime(atParentTime:)``, from the stored durations; `tolerance` is the
    /// boundary tolerance of `parentTime` in, that of the local time out.
    @inline(__always)
    func localTime(atParentTime parentTime: Double, tolerance: inout Double) -> LocalTime? {
        if isPlain {
            // What the general case computes there: the same tolerance (speed 1); a moment a hair
            // before the begin time is at it; the position (with −0 made +0 by adding the zero
            // offset) is more than the tolerance below the end, so iteration 0 with nothing to
            // snap or clamp.
            let local = max(tolerance, ownTolerance)
            let elapsed = parentTime - timing.beginTime
            if elapsed >= -local && elapsed < activeDuration - local {
                tolerance = local
                return LocalTime(time: max(elapsed, 0) + 0, iteration: 0)
            }
        }
        return timing.localTime(
            atParentTime: parentTime, simple: simpleDuration, active: activeDuration,
            ownTolerance: ownTolerance, tolerance: &tolerance)
    }
}
