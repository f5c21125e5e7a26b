import Platform
import TestSupport
import Testing

@testable import EffectsRegistry

@Suite struct SpringTests {
    /// The position by integrating m·x'' + c·x' + k·(x − 1) = 0 from x = 0, x' = v₀ with classical
    /// Runge–Kutta: an independent check of the closed forms (error about 1e-13 at this step).
    static func integrated(_ spring: Spring, until time: Double, step: Double = 1e-4) -> Double {
        func acceleration(_ position: Double, _ velocity: Double) -> Double {
            (-spring.stiffness * (position - 1) - spring.damping * velocity) / spring.mass
        }
        var position = 0.0
        var velocity = spring.initialVelocity
        let steps = Int((time / step).rounded())
        let h = time / Double(steps)
        for _ in 0..<steps {
            let (x1, v1) = (position, velocity)
            let (dx1, dv1) = (v1, acceleration(x1, v1))
            let (x2, v2) = (x1 + 0.5 * h * dx1, v1 + 0.5 * h * dv1)
            let (dx2, dv2) = (v2, acceleration(x2, v2))
            let (x3, v3) = (x1 + 0.5 * h * dx2, v1 + 0.5 * h * dv2)
            let (dx3, dv3) = (v3, acceleration(x3, v3))
            let (x4, v4) = (x1 + h * dx3, v1 + h * dv3)
            let (dx4, dv4) = (v4, acceleration(x4, v4))
            position += h / 6 * (dx1 + 2 * dx2 + 2 * dx3 + dx4)
            velocity += h / 6 * (dv1 + 2 * dv2 + 2 * dv3 + dv4)
        }
        return position
    }

    /// Under-, critically and over-damped springs, at rest or thrown forwards or backwards.
    static let springs: [(mass: Double, stiffness: Double, damping: Double, velocity: Double)] = [
        (1, 100, 10, 0), (1, 100, 5, 0), (1, 100, 15, 0), (2, 300, 3, 4), (1, 100, 0, 0),
        (1, 100, 20, 0), (1, 100, 20, -6), (0.5, 50, 10, 12),
        (1, 100, 50, 0), (1, 100, 21, 3), (3, 40, 80, -2), (1, 100, 20.000001, 0),
    ]

    @Test(arguments: springs)
    func closedFormsMatchANumericalSolution(
        spring parameters: (mass: Double, stiffness: Double, damping: Double, velocity: Double)
    ) throws {
        let spring = try Spring(
            mass: parameters.mass, stiffness: parameters.stiffness, damping: parameters.damping,
            initialVelocity: parameters.velocity)
        for time in [0.05, 0.2, 0.7, 1.5] {
            #expect(abs(spring.position(atTime: time) - Self.integrated(spring, until: time)) < 1e-10)
        }
    }

    @Test func underAndCriticallyDampedAgreeWithTheReferenceFormulas() throws {
        // REFERENCE.md: ω₀ = √(k/m), ζ = c / (2√(km)); under-damped
        // x = 1 − e^(−ζω₀t)(cos ω_d t + ((ζω₀ − v₀)/ω_d) sin ω_d t); critical x = 1 − (1 + (ω₀ − v₀)t)e^(−ω₀t).
        let under = try Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 3)
        #expect(under.naturalFrequency == 10)
        #expect(under.dampingRatio == 0.5)
        let dampedFrequency = 10 * (0.75 as Double).squareRoot()
        for time in [0.1, 0.4, 1.3] {
            let expected =
                1 - Math.exp(-5 * time)
                * (Math.cos(dampedFrequency * time) + (5 - 3) / dampedFrequency
                    * Math.sin(dampedFrequency * time))
            #expect(abs(under.position(atTime: time) - expected) < 1e-14)
        }
        let critical = try Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: -4)
        #expect(critical.dampingRatio == 1)
        for time in [0.1, 0.4, 1.3] {
            #expect(
                abs(critical.position(atTime: time) - (1 - (1 + 14 * time) * Math.exp(-10 * time))) < 1e-14)
        }
    }

    @Test func overDampedIsTheSumOfTwoExponentials() throws {
        // ζ = 2.5, ω₀ = 10: rates ζω₀ ∓ ω₀√(ζ² − 1) = 25 ∓ √525; from rest the displacement is
        // (r_fast·e^(−r_slow·t) − r_slow·e^(−r_fast·t)) / (r_fast − r_slow).
        let spring = try Spring(mass: 1, stiffness: 100, damping: 50)
        let slow = 25 - (525 as Double).squareRoot()
        let fast = 25 + (525 as Double).squareRoot()
        for time in [0.01, 0.3, 2.0] {
            let displacement = (fast * Math.exp(-slow * time) - slow * Math.exp(-fast * time)) / (fast - slow)
            #expect(abs(spring.position(atTime: time) - (1 - displacement)) < 1e-13)
        }
    }

    @Test func theThreeRegimesMeetContinuouslyAtCriticalDamping() throws {
        let critical = try Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 2)
        for damping in [20 - 1e-9, 20 + 1e-9, 20 - 1e-4, 20 + 1e-4] {
            let near = try Spring(mass: 1, stiffness: 100, damping: damping, initialVelocity: 2)
            for time in [0.05, 0.3, 1.0] {
                #expect(abs(near.position(atTime: time) - critical.position(atTime: time)) < 1e-5)
            }
        }
    }

    @Test func settlingDurationMatchesApplesDocumentedExamples() throws {
        // CASpringAnimation.settlingDuration: damping 5 "approximately 2.85 seconds", damping 15
        // "just over 1 second" (mass 1, stiffness 100).
        let bouncy = try Spring(damping: 5).settlingDuration
        let firm = try Spring(damping: 15).settlingDuration
        #expect(abs(bouncy - 2.85) < 0.03, "damping 5 settles in \(bouncy) s")
        #expect(firm > 1 && firm < 1.05, "damping 15 settles in \(firm) s")
        #expect(abs(bouncy - 2.8652) < 1e-3)
        #expect(abs(firm - 1.0059) < 1e-3)
    }

    @Test func afterTheSettlingDurationTheSpringStaysWithinTheTolerance() throws {
        var random = SeededGenerator(seed: 11)
        for _ in 0..<200 {
            let spring = try Spring(
                mass: Double.random(in: 0.2...3, using: &random),
                stiffness: Double.random(in: 20...400, using: &random),
                damping: Double.random(in: 0.5...60, using: &random),
                initialVelocity: Double.random(in: -10...10, using: &random))
            let settled = spring.settlingDuration
            #expect(settled > 0 && settled < Spring.settlingDurationLimit)
            for step in 0...400 {
                let time = settled * (1 + Double(step) / 100)
                #expect(abs(1 - spring.position(atTime: time)) <= Spring.settlingTolerance)
            }
        }
    }

    @Test func aLooserToleranceSettlesSooner() throws {
        let spring = try Spring()
        #expect(spring.settlingDuration(tolerance: 0.01) < spring.settlingDuration)
        #expect(spring.settlingDuration(tolerance: Spring.settlingTolerance) == spring.settlingDuration)
    }

    @Test func anUndampedSpringIsCappedAndNeverNaN() throws {
        let undamped = try Spring(damping: 0)
        #expect(undamped.settlingDuration == Spring.settlingDurationLimit)
        #expect(undamped.value(at: 0.5).isFinite)
        #expect(abs(undamped.position(atTime: Double.pi / 10) - 2) < 1e-12)
    }

    @Test func progressRunsThroughTheSettlingDuration() throws {
        let spring = try Spring(damping: 5)
        #expect(spring.value(at: 0) == 0)
        #expect(spring.value(at: -1) == 0)
        #expect(spring.value(at: 1) == 1)
        #expect(spring.value(at: 7) == 1)
        #expect(spring.value(at: 0.3) == spring.position(atTime: 0.3 * spring.settlingDuration))
        #expect(spring.position(atTime: 0) == 0)
        #expect(spring.position(atTime: -2) == 0)
    }

    @Test func aSpringTimingFunctionRunsInSeconds() throws {
        let spring = try Spring(damping: 5)
        let function = TimingFunction.spring(spring)
        // Its input is seconds: over a span, progress times the span's seconds.
        #expect(function.value(at: 0.3) == spring.position(atTime: 0.3))
        #expect(function.value(at: 0.1, over: 3, beforeFlag: false) == spring.position(atTime: 0.1 * 3))
        // A span shorter than the settling duration cuts it; a longer one lets it come to rest.
        #expect(function.value(at: 1, over: 0.5, beforeFlag: false) == spring.position(atTime: 0.5))
        #expect(abs(function.value(at: 1, over: 10, beforeFlag: false) - 1) < 1e-9)
        #expect(function.value(at: -1, over: 10, beforeFlag: false) == 0)
        // A zero-length segment jumps to its end.
        #expect(function.value(at: 1, over: 0, beforeFlag: false) == 1)
    }

    @Test(arguments: [(0.5, 0.0, 1.0), (0.5, 0.3, 0.7), (1.2, -0.5, 2.0), (0.8, 1.0, 0.0)])
    func durationAndBounceFollowTheCommonReconstruction(duration: Double, bounce: Double, ratio: Double)
        throws
    {
        // mass 1, stiffness (2π / duration)², damping 4π·ζ / duration; ζ = 1 − bounce, or 1 / (1 + bounce).
        let spring = try Spring(duration: duration, bounce: bounce)
        #expect(spring.mass == 1)
        #expect(abs(spring.stiffness - (2 * Double.pi / duration) * (2 * Double.pi / duration)) < 1e-9)
        #expect(abs(spring.damping - 4 * Double.pi * ratio / duration) < 1e-12)
        #expect(abs(spring.dampingRatio - ratio) < 1e-12)
        #expect(abs(spring.naturalFrequency - 2 * Double.pi / duration) < 1e-12)
    }

    @Test func refusesInvalidParameters() {
        let cases: [(() throws(TimingFunctionError) -> Spring, String)] = [
            (
                { () throws(TimingFunctionError) in try Spring(mass: 0) },
                "spring mass must be greater than 0, got 0"
            ),
            (
                { () throws(TimingFunctionError) in try Spring(mass: -1) },
                "spring mass must be greater than 0, got -1"
            ),
            (
                { () throws(TimingFunctionError) in try Spring(stiffness: 0) },
                "spring stiffness must be greater than 0, got 0"
            ),
            (
                { () throws(TimingFunctionError) in try Spring(damping: -0.5) },
                "spring damping must be 0 or more, got -0.5"
            ),
            (
                { () throws(TimingFunctionError) in try Spring(initialVelocity: .nan) },
                "spring velocity must be a finite number, got nan"
            ),
            (
                { () throws(TimingFunctionError) in try Spring(mass: .infinity) },
                "spring mass must be a finite number, got inf"
            ),
            (
                { () throws(TimingFunctionError) in try Spring(duration: 0) },
                "spring duration must be greater than 0, got 0"
            ),
            (
                { () throws(TimingFunctionError) in try Spring(duration: 0.5, bounce: 1.5) },
                "spring bounce must be greater than -1 and at most 1, got 1.5"
            ),
            (
                { () throws(TimingFunctionError) in try Spring(duration: 0.5, bounce: -1) },
                "spring bounce must be greater than -1 and at most 1, got -1"
            ),
            (
                { () throws(TimingFunctionError) in try Spring(mass: 1e-300, stiffness: 1e300) },
                "spring stiffness must be such that √(stiffness / mass) is finite and positive with mass 1e-300, "
                    + "got 1e+300"
            ),
        ]
        for (make, message) in cases {
            do {
                _ = try make()
                Issue.record("no error; expected: \(message)")
            } catch {
                #expect(error.description == message)
            }
        }
    }

    @Test func equalityUsesTheFourParameters() throws {
        #expect(try Spring() == Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0))
        #expect(try Spring() != Spring(initialVelocity: 1))
        #expect(try Spring().hashValue == Spring().hashValue)
    }
}
