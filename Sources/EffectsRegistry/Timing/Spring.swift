import EffectsText
import Platform

/// A damped harmonic oscillator moving from 0 towards 1, as `CASpringAnimation` animates: a mass on a
/// spring with a damper, released at 0 with an initial velocity.
///
/// With ω₀ = √(stiffness / mass) and ζ = damping / (2·√(stiffness·mass)) the motion is under-damped
/// (ζ < 1, it overshoots and oscillates), critically damped (ζ = 1) or over-damped (ζ > 1); all three
/// are evaluated in closed form.
public struct Spring: Sendable {
    /// The mass of the moving object, greater than 0 (Core Animation's default 1).
    public let mass: Double
    /// The spring constant, greater than 0 (default 100).
    public let stiffness: Double
    /// The damping coefficient, 0 or more (default 10).
    public let damping: Double
    /// The velocity at time 0, in progress per second (default 0); positive moves towards 1.
    public let initialVelocity: Double
    /// The undamped angular frequency ω₀ = √(stiffness / mass), in radians per second.
    public let naturalFrequency: Double
    /// The damping ratio ζ = damping / (2·√(stiffness·mass)): below 1 bouncy, 1 critical, above 1
    /// over-damped.
    public let dampingRatio: Double
    /// The time after which the spring stays within `settlingTolerance` of 1, in seconds, like
    /// `CASpringAnimation.settlingDuration` (see `settlingDuration(tolerance:)` for the rule).
    public let settlingDuration: Double

    /// A spring with Core Animation's parameters and defaults.
    ///
    /// Throws for a mass or stiffness that is not greater than 0, a negative damping, a number that is
    /// not finite, or parameters so extreme that ω₀ or ζ are not finite.
    public init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0)
        throws(TimingFunctionError)
    {
        try TimingFunctionError.checkFinite(mass, "spring", "mass")
        try TimingFunctionError.checkFinite(stiffness, "spring", "stiffness")
        try TimingFunctionError.checkFinite(damping, "spring", "damping")
        try TimingFunctionError.checkFinite(initialVelocity, "spring", "velocity")
        guard mass > 0 else {
            throw .outOfRange(function: "spring", parameter: "mass", value: mass, allowed: "greater than 0")
        }
        guard stiffness > 0 else {
            throw .outOfRange(
                function: "spring", parameter: "stiffness", value: stiffness, allowed: "greater than 0")
        }
        guard damping >= 0 else {
            throw .outOfRange(function: "spring", parameter: "damping", value: damping, allowed: "0 or more")
        }
        let frequency = (stiffness / mass).squareRoot()
        let ratio = damping / (2 * stiffness.squareRoot() * mass.squareRoot())
        guard frequency > 0 && frequency.isFinite && ratio.isFinite else {
            throw .outOfRange(
                function: "spring", parameter: "stiffness", value: stiffness,
                allowed:
                    "such that √(stiffness / mass) is finite and positive with mass \(NumberText.shortest(mass))"
            )
        }
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
        naturalFrequency = frequency
        dampingRatio = ratio
        settlingDuration = Self.settlingTime(
            frequency: frequency, ratio: ratio, velocity: initialVelocity, tolerance: Self.settlingTolerance)
    }

    /// A spring in SwiftUI's terms: a perceptual `duration` in seconds and a `bounce` from -1 (exclusive,
    /// over-damped) through 0 (critically damped) to 1 (undamped).
    ///
    /// Apple does not document the mapping; this is the common reconstruction: mass 1, stiffness
    /// (2π / duration)², damping 4π·ζ / duration with ζ = 1 − bounce for bounce ≥ 0 and
    /// ζ = 1 / (1 + bounce) below 0. A bounce of exactly -1 would need infinite damping and is refused.
    public init(duration: Double, bounce: Double = 0) throws(TimingFunctionError) {
        try TimingFunctionError.checkFinite(duration, "spring", "duration")
        try TimingFunctionError.checkFinite(bounce, "spring", "bounce")
        guard duration > 0 else {
            throw .outOfRange(
                function: "spring", parameter: "duration", value: duration, allowed: "greater than 0")
        }
        guard bounce > -1 && bounce <= 1 else {
            throw .outOfRange(
                function: "spring", parameter: "bounce", value: bounce,
                allowed: "greater than -1 and at most 1")
        }
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        let angular = 2 * Double.pi / duration
        try self.init(mass: 1, stiffness: angular * angular, damping: 4 * Double.pi * ratio / duration)
    }

    /// The position at `time` seconds after release: 0 at time 0 (and before), approaching 1.
    public func position(atTime time: Double) -> Double {
        if time <= 0 { return 0 }
        let frequency = naturalFrequency
        let decay = dampingRatio * frequency
        // Velocity and displacement enter as (ζω₀ − v₀): the displacement from 1 is
        // u(t) = e^(−ζω₀t)·(C(t) + (ζω₀ − v₀)·S(t)) with u(0) = 1 and u'(0) = −v₀.
        let drive = decay - initialVelocity
        if dampingRatio < 1 {
            // Under-damped: C = cos ω_d t, S = sin(ω_d t) / ω_d (which tends to t as ζ → 1).
            let damped = frequency * ((1 - dampingRatio) * (1 + dampingRatio)).squareRoot()
            let phase = damped * time
            let oscillation = Math.cos(phase) + drive * (damped > 0 ? Math.sin(phase) / damped : time)
            return 1 - Math.exp(-decay * time) * oscillation
        }
        if dampingRatio == 1 {
            // Critically damped: C = 1, S = t.
            return 1 - (1 + drive * time) * Math.exp(-frequency * time)
        }
        // Over-damped: C = cosh γt, S = sinh(γt) / γ with γ = ω₀·√(ζ² − 1). Close to critical damping
        // that form is accurate and continuous with it; further out it is the sum of two real
        // exponentials, with rates ζω₀ ∓ γ (the slow one computed as ω₀² / (ζω₀ + γ) to avoid
        // cancellation), which cannot overflow.
        let spread = frequency * ((dampingRatio - 1) * (dampingRatio + 1)).squareRoot()
        let spreadTime = spread * time
        if spreadTime <= 1 {
            let hyperbolic = Math.cosh(spreadTime) + drive * Math.sinh(spreadTime) / spread
            return 1 - Math.exp(-decay * time) * hyperbolic
        }
        let fastRate = decay + spread
        let slowRate = frequency * (frequency / fastRate)
        let slowPart = (fastRate - initialVelocity) * Math.exp(-slowRate * time)
        let fastPart = (initialVelocity - slowRate) * Math.exp(-fastRate * time)
        return 1 - (slowPart + fastPart) / (2 * spread)
    }

    /// The stretched form: the settling curve squeezed onto progress `0...1`, as CSS `linear()`
    /// springs are — the position at `progress · settlingDuration`, exactly 0 for progress ≤ 0 and
    /// exactly 1 for progress ≥ 1.
    ///
    /// Tracks do not use it: they run a spring in seconds (``position(atTime:)``).
    public func value(at progress: Double) -> Double {
        if progress >= 1 { return 1 }
        if progress <= 0 { return 0 }
        return position(atTime: progress * settlingDuration)
    }
}

extension Spring: Hashable {
    /// Springs are equal when their four parameters are.
    public static func == (lhs: Spring, rhs: Spring) -> Bool {
        lhs.mass == rhs.mass && lhs.stiffness == rhs.stiffness && lhs.damping == rhs.damping
            && lhs.initialVelocity == rhs.initialVelocity
    }

    /// Hashes the four parameters.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(mass)
        hasher.combine(stiffness)
        hasher.combine(damping)
        hasher.combine(initialVelocity)
    }
}
