import EffectsText

extension MediaTiming {
    /// The largest time fxkit accepts, in seconds: a billion (about 31.7 years).
    ///
    /// A begin time, duration, offset or repeat duration past it is refused, in the file where a
    /// reader can say where and here otherwise. Beneath it every sum and product the sampler and
    /// the exports form from a handful of times stays finite and keeps a microsecond's resolution;
    /// a time of 1e307 s, which is finite, used to overflow to `inf` on its way to a CSS file.
    public static let timeLimit = 1e9

    /// The largest finite repeat count fxkit accepts: a billion (`.infinity` repeats forever).
    public static let repeatCountLimit = 1e9

    /// The range of a non-zero speed: a billion times faster or slower than the parent's time.
    public static let speedLimits = 1e-9...1e9

    /// The reason `seconds` is out of range as a time, or `nil` when it is within ``timeLimit``.
    public static func timeProblem(_ seconds: Double) -> String? {
        guard seconds.magnitude > timeLimit else { return nil }
        return "must lie within ±\(NumberText.shortest(timeLimit)) s (about 31 years), "
            + "got \(NumberText.shortest(seconds)) s"
    }

    /// The reason `count` is out of range as a repeat count, or `nil` when it is fine.
    public static func repeatCountProblem(_ count: Double) -> String? {
        guard count.isFinite, count > repeatCountLimit else { return nil }
        return
            "must be at most \(NumberText.shortest(repeatCountLimit)) or endless, got \(NumberText.shortest(count))"
    }

    /// The reason `speed` is out of range, or `nil` when it is 0 or within ``speedLimits``.
    public static func speedProblem(_ speed: Double) -> String? {
        guard speed != 0, !speedLimits.contains(speed.magnitude) else { return nil }
        return "must be 0 or between \(NumberText.shortest(speedLimits.lowerBound)) and "
            + "\(NumberText.shortest(speedLimits.upperBound)), got \(NumberText.shortest(speed))"
    }
}

extension Timeline {
    /// The longest duration a timeline may have, in seconds: 10³⁰.
    ///
    /// Longer than any one time may be (``MediaTiming/timeLimit``), since an effect ends where its
    /// longest track does: a billion repetitions of a billion seconds at a billionth of the speed
    /// end after 10²⁷ s. It bounds what the sampler and the exports multiply the duration by.
    public static let durationLimit = 1e30
}
