/// The inverse t(x) of an increasing curve x(t) at x = 0, 1/16, …, 1 with its slopes, kept as one
/// cubic per interval, and for each interval how small a Newton step must be for the answer after
/// it to be within the solve's accepted error: one comparison instead of an error bound per solve.
///
/// Cubic Hermite interpolation between the samples gives Newton's method a first guess usually
/// within 1e-6 of the root, so one step mostly suffices. The table lives in one array allocated by
/// `init`: a lookup only reads it (an inline tuple would be copied to the stack on every lookup,
/// which costs more than the solve).
struct InverseSamples: Sendable {
    /// The number of intervals between samples.
    static let intervals = 16

    /// Doubles per interval: the cubic's four coefficients in u, then the step limit.
    static let stride = 5

    // Interval k holds t(k/16 + u/16) = c0 + u·(c1 + u·(c2 + u·c3)) and the step limit.
    let table: [Double]

    /// The table for x(t) = ((ax·t + bx)·t + cx)·t and y(t) likewise, `inverse` solving x(t) = x,
    /// and `xCurvatureBound`, `yCurvatureBound` bounding |x''| and |y''| on 0...1.
    ///
    /// The slopes 1 / x'(t) are limited to three times the neighbouring secants (Fritsch–Carlson), so
    /// the interpolant is monotone, stays between its interval's samples, and is finite at a
    /// vertical tangent of x(t) where dt/dx is infinite.
    init(
        x: (a: Double, b: Double, c: Double), y: (a: Double, b: Double, c: Double),
        xCurvatureBound: Double, yCurvatureBound: Double, inverse: (Double) -> Double
    ) {
        let width = 1 / Double(Self.intervals)
        // Built in place in the one array it ends in: the interval starts' times and slopes go
        // straight to their slots (the last sample's stay in locals), so no array of times or steps
        // is allocated, grown or freed. Every double comes from the same expression as before.
        let count = Self.stride * Self.intervals
        self.table = [Double](unsafeUninitializedCapacity: count) { table, initialized in
            // Slot 5k holds t(k/16), slot 5k + 1 the slope-limited step at it.
            var lastTime = 0.0
            for index in 0...Self.intervals {
                let time = inverse(Double(index) * width)
                if index < Self.intervals { table[Self.stride * index] = time } else { lastTime = time }
            }
            func time(_ index: Int) -> Double {
                index < Self.intervals ? table[Self.stride * index] : lastTime
            }
            var lastStep = 0.0
            for index in 0...Self.intervals {
                let slope = (3 * x.a * time(index) + 2 * x.b) * time(index) + x.c
                var step = slope > 0 ? width / slope : .infinity
                if index > 0 { step = min(step, 3 * (time(index) - time(index - 1))) }
                if index < Self.intervals { step = min(step, 3 * (time(index + 1) - time(index))) }
                if index < Self.intervals { table[Self.stride * index + 1] = step } else { lastStep = step }
            }
            for index in 0..<Self.intervals {
                let base = Self.stride * index
                let (start, end) = (table[base], time(index + 1))
                let rise = end - start
                let startStep = table[base + 1]
                let endStep = index + 1 < Self.intervals ? table[base + Self.stride + 1] : lastStep
                table[base + 2] = 3 * rise - 2 * startStep - endStep
                table[base + 3] = startStep + endStep - 2 * rise
                table[base + 4] = Self.stepLimit(
                    from: start, to: end, x: x, y: y, xCurvatureBound: xCurvatureBound,
                    yCurvatureBound: yCurvatureBound)
            }
            initialized = count
        }
    }

    /// The interpolated t for `x` in 0...1, and the step limit of its interval.
    @inline(__always) func guess(at x: Double) -> (t: Double, stepLimit: Double) {
        let scaled = x * Double(Self.intervals)
        let index = Self.interval(of: x)
        let u = scaled - Double(index)
        let base = Self.stride * index
        // In bounds whatever `x` is: `index` is one of the 16 intervals and `init` makes exactly
        // `stride` doubles for each. Unchecked, the lookup skips five bounds checks and the read of
        // the array's count, which lies on a cache line of its own.
        return table.withUnsafeBufferPointer { table in
            let t = table[base] + u * (table[base + 1] + u * (table[base + 2] + u * table[base + 3]))
            return (t, table[base + 4])
        }
    }

    /// The interval holding `x`: ⌊16·x⌋ for x in 0..<1, and always one of the 16 (0 below, 15 from 1
    /// up, 15 for NaN).
    ///
    /// Read from the bits of x, its significand shifted right by what its exponent leaves: the same
    /// integer as `Int(16 * x)`, without the range checks of a conversion that input cannot fail.
    @inline(__always) static func interval(of x: Double) -> Int {
        let bits = x.bitPattern
        let exponent = Int(truncatingIfNeeded: (bits >> 52) & 0x7FF) &- 1023
        // x in 0..<1 is significand · 2^(exponent − 52), so 16·x is significand · 2^(exponent − 48).
        let significand = (bits & 0x000F_FFFF_FFFF_FFFF) | 0x0010_0000_0000_0000
        // A shift of 63 or more leaves 0 of the 53-bit significand (x below 2⁻¹⁵, subnormals too).
        let shift = UInt64(truncatingIfNeeded: min(max(48 &- exponent, 0), 63))
        let index = Int(truncatingIfNeeded: significand >> shift)
        return x < 0 ? 0 : min(index, intervals - 1)
    }

    /// The largest |step| below which the solve's own acceptance test holds for every t from `start`
    /// to `end` widened by 1e-5 (a first step shorter than that stays within it, so the limit serves
    /// the second step too), or 0 where none does (a vertical tangent of x).
    ///
    /// The solve accepts the first-order answer y(t) − y'(t)·step when, with s = x'(t),
    /// r = 2·(|step| + ε/s) and ε the rounding of the residual: r·|x''| ≤ s / 2 and
    /// |y'|·ε/s + r²/2·(|y''| + |y'|·|x''|/s) ≤ the accepted error. Both only grow as s falls and
    /// |y'| rises, so the interval's least x' and largest |y'| give a limit valid for all of it;
    /// 10 % is kept back for the rounding of the test itself.
    static func stepLimit(
        from start: Double, to end: Double, x: (a: Double, b: Double, c: Double),
        y: (a: Double, b: Double, c: Double), xCurvatureBound: Double, yCurvatureBound: Double
    ) -> Double {
        let (lower, upper) = (min(start, end) - 1e-5, max(start, end) + 1e-5)
        let slope = 0.999 * derivativeRange(x, from: lower, to: upper).least
        let ySlope = derivativeRange(y, from: lower, to: upper)
        let yBound = 1.001 * max(abs(ySlope.least), abs(ySlope.largest))
        // The same guard as the solve's: a flatter x goes the careful way.
        guard slope > 2e-12 else { return 0 }
        let residual = CubicBezier.residualErrorPerT * (1 + 1e-6)
        let room = CubicBezier.acceptedError - yBound * residual / slope
        guard room > 0 else { return 0 }
        let curvature = yCurvatureBound + yBound * xCurvatureBound / slope
        let reach = min(0.5 * slope / xCurvatureBound, (2 * room / curvature).squareRoot())
        let limit = 0.9 * (reach / 2 - residual / slope)
        return limit > 0 ? min(limit, 1e-5) : 0
    }

    /// The least and largest value of the derivative (3a·t + 2b)·t + c of a·t³ + b·t² + c·t for t
    /// from `lower` to `upper`: at an end, or where the derivative turns.
    static func derivativeRange(_ p: (a: Double, b: Double, c: Double), from lower: Double, to upper: Double)
        -> (least: Double, largest: Double)
    {
        func value(_ t: Double) -> Double { (3 * p.a * t + 2 * p.b) * t + p.c }
        var least = min(value(lower), value(upper))
        var largest = max(value(lower), value(upper))
        if p.a != 0 {
            let turn = -p.b / (3 * p.a)
            if turn > lower && turn < upper {
                least = min(least, value(turn))
                largest = max(largest, value(turn))
            }
        }
        return (least, largest)
    }
}
