/// A media timing with the durations its local time needs worked out once, at compile time.
struct CompiledMediaTiming: Sendable {
    var timing: MediaTiming
    /// ``MediaTiming/simpleDuration``.
    var simpleDuration: Double
    /// ``MediaTiming/activeDuration``.
    var activeDuration: Double

    init(_ timing: MediaTiming) {
        self.timing = timing
        simpleDuration = timing.simpleDuration
        activeDuration = timing.activeDuration
    }

    /// ``MediaTiming/localTime(atParentTime:)``, from the stored durations.
    @inline(__always)
    func localTime(atParentTime parentTime: Double) -> LocalTime? {
        timing.localTime(atParentTime: parentTime, simple: simpleDuration, active: activeDuration)
    }
}
