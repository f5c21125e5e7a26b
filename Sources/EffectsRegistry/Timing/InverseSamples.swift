/// The inverse t(x) of an increasing curve x(t) sampled at x = 0, 1/16, …, 1 with its slopes; cubic
/// Hermite interpolation between the samples gives Newton's method a first guess usually within 1e-6 of
/// the root, so one Newton step mostly suffices.
///
/// The samples live in one array allocated by `init`: a lookup only reads it (an inline tuple would be
/// copied to the stack on every lookup, which costs more than the solve).
struct InverseSamples: Sendable {
    /// The number of intervals between samples.
    static let intervals = 16

    // Entries 0…16 are t(k/16); entries 17…33 are dt/dx there times the interval width 1/16.
    private let samples: [Double]

    /// The samples of `inverse` with slopes 1 / `derivative`(t), limited to three times the
    /// neighbouring secants (Fritsch–Carlson) so the interpolant stays monotone, and finite at a
    /// vertical tangent of x(t) where dt/dx is infinite.
    init(inverse: (Double) -> Double, derivative: (Double) -> Double) {
        let width = 1 / Double(Self.intervals)
        // Values, then steps, built in place in the one array a lookup reads.
        var samples: [Double] = []
        samples.reserveCapacity(2 * (Self.intervals + 1))
        for index in 0...Self.intervals { samples.append(inverse(Double(index) * width)) }
        for index in 0...Self.intervals {
            let slope = derivative(samples[index])
            var step = slope > 0 ? width / slope : .infinity
            if index > 0 { step = min(step, 3 * (samples[index] - samples[index - 1])) }
            if index < Self.intervals { step = min(step, 3 * (samples[index + 1] - samples[index])) }
            samples.append(step)
        }
        self.samples = samples
    }

    /// The interpolated t for `x` in 0...1.
    @inline(__always) func guess(at x: Double) -> Double {
        let scaled = x * Double(Self.intervals)
        let index = min(max(Int(scaled), 0), Self.intervals - 1)
        let u = scaled - Double(index)
        let start = samples[index]
        let rise = samples[index + 1] - start
        let startStep = samples[Self.intervals + 1 + index]
        let endStep = samples[Self.intervals + 2 + index]
        let quadratic = 3 * rise - 2 * startStep - endStep
        let cubic = startStep + endStep - 2 * rise
        return start + u * (startStep + u * (quadratic + u * cubic))
    }
}
