/// A media timing with the durations and tolerances its local time needs worked out once, at compile
/// time.
struct CompiledMediaTiming: Sendable {
    var timing: MediaTiming
    /// ``MediaTiming/simpleDuration``.
    var simpleDuration: Double
    /// ``MediaTiming/activeDuration``.
    var activeDuration: Double
    /// The boundary tolerance of the local time, in local seconds (see
    /// ``MediaTiming/boundaryTolerance``).
    var tolerance: Double
    /// The active duration less ``tolerance``: from there on the end counts as reached.
    var activeLimit: Double
    /// The tolerance of a frozen timing's begin time, in the parent's seconds.
    var parentTolerance: Double
    /// ``tolerance`` as a fraction of the simple duration: how close a progress must come to a
    /// keyframe or a jump of `steps(…)` to count as on it.
    var progressTolerance: Double
    /// Whether local time inside the active interval is just the time since the begin time: speed 1,
    /// no offset, one forward iteration.
    var isPlain: Bool

    /// The compiled form of `timing` under a parent whose local time has boundary tolerance
    /// `parentTolerance` (0 at the top of a timeline).
    init(_ timing: MediaTiming, parentTolerance: Double) {
        self.timing = timing
        simpleDuration = timing.simpleDuration
        activeDuration = timing.activeDuration
        tolerance = timing.localTolerance(
            simple: simpleDuration, active: activeDuration, parent: parentTolerance)
        activeLimit = activeDuration - tolerance
        self.parentTolerance = timing.frozenBeginTolerance(parent: parentTolerance)
        progressTolerance = tolerance / simpleDuration
        isPlain =
            timing.speed == 1 && timing.timeOffset == 0 && !timing.autoreverses
            && activeDuration == simpleDuration
    }

    /// ``MediaTiming/localTime(atParentTime:)``, from the stored durations and tolerances.
    @inline(__always)
    func localTime(atParentTime parentTime: Double) -> LocalTime? {
        if isPlain {
            // What the general case computes there: from the begin time to more than the tolerance
            // before the end, the position (with −0 made +0 by adding the zero offset) gives
            // iteration 0 with nothing to snap or clamp. A hair before the begin takes the general
            // path, which moves it onto the begin.
            let elapsed = parentTime - timing.beginTime
            if elapsed >= 0 && elapsed < activeLimit {
                return LocalTime(time: elapsed + 0, iteration: 0)
            }
        }
        return timing.localTime(
            atParentTime: parentTime, simple: simpleDuration, active: activeDuration, tolerance: tolerance,
            parentTolerance: parentTolerance)
    }
}
