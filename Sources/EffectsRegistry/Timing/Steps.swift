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
    /// At a jump the output is the top of the step, unless `beforeFlag` is set (the animation has not
    /// reached its active interval yet), which gives the bottom. Inputs in 0...1 give outputs in 0...1;
    /// outside it the steps continue.
    public func value(at x: Double, beforeFlag: Bool = false) -> Double {
        let steps = Double(count)
        let scaled = x * steps
        var current = scaled.rounded(.down)
        if position == .jumpStart || position == .jumpBoth {
            current += 1
        }
        if beforeFlag && scaled == scaled.rounded(.down) {
            current -= 1
        }
        if x >= 0 && current < 0 {
            current = 0
        }
        let jumps: Double
        switch position {
        case .jumpStart, .jumpEnd: jumps = steps
        case .jumpNone: jumps = steps - 1
        case .jumpBoth: jumps = steps + 1
        }
        if x <= 1 && current > jumps {
            current = jumps
        }
        return current / jumps
    }
}
