import Platform

extension Spring {
    /// The distance from 1 under which a spring counts as settled, as a fraction of the whole move.
    ///
    /// Fitted to the two figures Apple documents for `CASpringAnimation.settlingDuration` (mass 1,
    /// stiffness 100): damping 5 settles in "approximately 2.85 seconds", damping 15 in "just over
    /// 1 second". With the envelope rule of `settlingDuration(tolerance:)` any tolerance from about
    /// 7.4e-4 to 8.3e-4 meets both; 8e-4 gives 2.865 s and 1.006 s. (SwiftUI's 0.001 would give
    /// 2.776 s and 0.976 s, missing the second.)
    public static let settlingTolerance = 8e-4

    /// The longest settling duration reported, in seconds: an undamped spring never settles, and one
    /// barely damped takes absurdly long; the cap keeps `value(at:)` finite for both.
    public static let settlingDurationLimit = 1000.0

    /// The time after which the spring provably stays within `tolerance` of 1.
    ///
    /// The rule: the displacement from 1 is u(t) = e^(−ζω₀t)·(C(t) + (ζω₀ − v₀)·S(t)) (see
    /// `position(atTime:)`), and |u(t)| ≤ E(t) with the envelope
    /// - under-damped: E = e^(−ζω₀t)·min(√(1 + b²/ω_d²), 1 + b·t), b = |ζω₀ − v₀| (the first is the
    ///   amplitude of the oscillation, the second keeps E continuous as ζ → 1),
    /// - critically damped: E = e^(−ω₀t)·(1 + b·t),
    /// - over-damped: E = e^(−ζω₀t)·(cosh γt + b·sinh(γt) / γ).
    ///
    /// E starts at 1, rises at most once and then falls, so the answer is the one time where E
    /// falls through `tolerance`; it is found by bisection and capped at `settlingDurationLimit`.
    /// Because E ignores the phase of the oscillation, the answer does not jump as parameters change.
    /// A tolerance of 1 or more gives 0; one of 0 or less (or NaN) gives the limit.
    public func settlingDuration(tolerance: Double) -> Double {
        Self.settlingTime(
            frequency: naturalFrequency, ratio: dampingRatio, velocity: initialVelocity, tolerance: tolerance)
    }

    /// `settlingDuration(tolerance:)` from ω₀, ζ and v₀.
    static func settlingTime(frequency: Double, ratio: Double, velocity: Double, tolerance: Double)
        -> Double
    {
        guard tolerance > 0 && tolerance < 1 else { return tolerance >= 1 ? 0 : settlingDurationLimit }
        let decay = ratio * frequency
        guard decay > 0 else { return settlingDurationLimit }
        let drive = abs(decay - velocity)
        let envelope: (Double) -> Double
        if ratio < 1 {
            let damped = frequency * ((1 - ratio) * (1 + ratio)).squareRoot()
            let amplitude = (1 + (drive / damped) * (drive / damped)).squareRoot()
            envelope = { time in Math.exp(-decay * time) * min(amplitude, 1 + drive * time) }
        } else if ratio == 1 {
            envelope = { time in Math.exp(-decay * time) * (1 + drive * time) }
        } else {
            let spread = frequency * ((ratio - 1) * (ratio + 1)).squareRoot()
            let fastRate = decay + spread
            let slowRate = frequency * (frequency / fastRate)
            envelope = { time in
                let spreadTime = spread * time
                if spreadTime <= 1 {
                    return Math.exp(-decay * time)
                        * (Math.cosh(spreadTime) + drive * Math.sinh(spreadTime) / spread)
                }
                // cosh and sinh as exponentials, so a long time cannot overflow them.
                return 0.5
                    * ((1 + drive / spread) * Math.exp(-slowRate * time)
                        + (1 - drive / spread) * Math.exp(-fastRate * time))
            }
        }
        // Grow an upper bound past the fall, then bisect the boundary of {t : E(t) ≥ tolerance}.
        var lower = 0.0
        var upper = min(1 / decay, settlingDurationLimit)
        while envelope(upper) >= tolerance {
            lower = upper
            guard upper < settlingDurationLimit else { return settlingDurationLimit }
            upper = min(2 * upper, settlingDurationLimit)
        }
        for _ in 0..<100 where upper - lower > 1e-12 * upper {
            let middle = 0.5 * (lower + upper)
            if envelope(middle) >= tolerance { lower = middle } else { upper = middle }
        }
        return upper
    }
}
