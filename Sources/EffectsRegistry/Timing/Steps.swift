/// A CSS `steps(n, position)` function: n equal intervals of constant output.
public struct Steps: Hashable, Sendable {
    /// The number of intervals, at least 1 (at least 2 with `jumpNone`).
    public let count: Int
    /// Where the jumps fall.
    public let position: StepPosition

    /// `steps(count, position)`; throws for a count below 1, or below 2 with `jumpNone`.
    public init(count: Int, position: StepPosition = .jumpEnd) throws(TimingFunctionError) {
        guard count >= (position == .jumpNone ? 2 : 1) else { throw .stepCount(count, position: position) }
        self.init(unchecked: count, position)
    }

    /// Steps known to be valid (`step-start`, `step-end`).
    init(unchecked count: Int, _ position: StepPosition) {
        self.count = count
        self.position = position
    }

    /// The output for `x`, exactly CSS Easing Level 2's algorithm.
    ///
    /// At a jump the output is the top of the step, unless `beforeFlag` is set (the animation is
    /// held at the start of its iteration from the side before it, see ``LocalTime/beforeFlag``),
    /// which gives the bottom. Inputs in 0...1 give outputs in 0...1; outside it the steps continue.
    ///
    /// An input less than `tolerance` below a jump is taken as at it: a sampler passes the width of
    /// ``MediaTiming/boundaryTolerance`` in input units, so that a jump at a decimal time is reached
    /// there although the division that made the input landed an ulp short. With the default 0 the
    /// algorithm is exactly the specification's.
    public func value(at x: Double, beforeFlag: Bool = false, tolerance: Double = 0) -> Double {
        let steps = Double(count)
        var scaled = x * steps
        var current = scaled.rounded(.down)
        if tolerance > 0 && current + 1 - scaled <= tolerance * steps {
            current += 1
            scaled = current
        }
        if position == .jumpStart || position == .jumpBoth {
            current += 1
        }
        if beforeFlag && scaled == scaled.rounded(.down) {
            current -= 1
        }
        // The clamps read the input after the snap (with no tolerance, `scaled` is `x · steps`, so
        // these are the specification's `x >= 0` and `x <= 1`): a snapped −1e-14 is 0.
        if scaled >= 0 && current < 0 {
            current = 0
        }
        let jumps: Double
        switch position {
        case .jumpStart, .jumpEnd: jumps = steps
        case .jumpNone: jumps = steps - 1
        case .jumpBoth: jumps = steps + 1
        }
        if scaled <= steps && current > jumps {
            current = jumps
        }
        return current / jumps
    }
}
