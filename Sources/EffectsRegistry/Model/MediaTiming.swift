/// The timing of an animation or group in its parent's time (Core Animation's `CAMediaTiming`).
///
/// Local time is `(parentTime − beginTime) · speed + timeOffset`, folded into repetitions and
/// reversals; outside the active interval the animation has no effect unless its fill mode holds it.
public struct MediaTiming: Hashable, Sendable {
    /// Core Animation's default duration, used when `duration` is 0 or less.
    public static let defaultDuration = 0.25

    /// When the animation starts, in its parent's time, seconds.
    public var beginTime: Double
    /// The length of one simple iteration, seconds; 0 or less means ``defaultDuration``.
    public var duration: Double
    /// How many iterations to play (fractional allowed; `.infinity` repeats forever); 0 means once.
    public var repeatCount: Double
    /// How long to repeat for, in local seconds, when `repeatCount` is 0; 0 means no repetition.
    public var repeatDuration: Double
    /// Whether each iteration plays forwards and then backwards.
    public var autoreverses: Bool
    /// What shows outside the active interval.
    public var fillMode: FillMode
    /// How fast local time runs relative to the parent's; 0 freezes it at `timeOffset`.
    public var speed: Double
    /// An offset added to local time, which starts the animation part-way through its cycle.
    public var timeOffset: Double

    /// A timing with Core Animation's defaults except where given.
    public init(
        beginTime: Double = 0, duration: Double = MediaTiming.defaultDuration, repeatCount: Double = 0,
        repeatDuration: Double = 0, autoreverses: Bool = false, fillMode: FillMode = .removed,
        speed: Double = 1, timeOffset: Double = 0
    ) {
        self.beginTime = beginTime
        self.duration = duration
        self.repeatCount = repeatCount
        self.repeatDuration = repeatDuration
        self.autoreverses = autoreverses
        self.fillMode = fillMode
        self.speed = speed
        self.timeOffset = timeOffset
    }

    /// The duration actually used: `duration`, or ``defaultDuration`` when that is 0 or less.
    public var simpleDuration: Double { duration > 0 ? duration : MediaTiming.defaultDuration }

    /// The length of the active interval in local time: all repetitions, reversals included.
    public var activeDuration: Double {
        let cycle = simpleDuration * (autoreverses ? 2 : 1)
        if repeatCount > 0 { return repeatCount.isInfinite ? .infinity : cycle * repeatCount }
        if repeatDuration > 0 { return repeatDuration }
        return cycle
    }

    /// When the active interval ends, in the parent's time (infinite for `speed` 0 or endless repetition).
    public var endTime: Double {
        speed > 0 ? beginTime + activeDuration / speed : .infinity
    }
}
