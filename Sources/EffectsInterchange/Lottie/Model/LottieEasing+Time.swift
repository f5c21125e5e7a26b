extension LottieEasing {
    // Time fractions, as a player reads a keyframe: what the Lottie export writes and checks.

    /// The parameter at which the curve's time is `x` (0...1): time never runs back on a valid
    /// curve.
    func parameter(atTime x: Double) -> Double {
        parameter(reaching: x) { point($0).x }
    }

    /// The parameter at which the progress is `y` (0…1), for a curve whose progress rises
    /// throughout (``progressRises``).
    func parameter(atProgress y: Double) -> Double {
        guard y > 0 else { return 0 }
        guard y < 1 else { return 1 }
        return parameter(reaching: y) { point($0).y }
    }

    /// Whether the progress never falls as time runs: the derivative of its cubic, a quadratic in
    /// Bernstein form with coefficients y1, y2 − y1 and 1 − y2, is never negative on 0…1.
    var progressRises: Bool {
        let (a, b, c) = (y1, y2 - y1, 1 - y2)
        return a >= 0 && c >= 0 && (b >= 0 || b * b <= a * c)
    }

    /// The parameter at which `coordinate`, rising with it, reaches `target`: bisection, 60
    /// halvings reaching a Double's resolution.
    private func parameter(reaching target: Double, along coordinate: (Double) -> Double) -> Double {
        var low = 0.0
        var high = 1.0
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if coordinate(middle) < target { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }

    /// The fraction of the change reached at time fraction `x`, as a Lottie player computes it.
    func value(atTime x: Double) -> Double {
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        return point(parameter(atTime: x)).y
    }

    /// The piece of the curve between time fractions `from` and `to` (either order), stretched
    /// back to (0, 0)…(1, 1): the easing of a keyframe that covers only part of this one, exactly.
    ///
    /// `nil` when the piece changes no value (its ends are level) or its handles fall outside what
    /// Lottie holds.
    func piece(from: Double, to: Double) -> LottieEasing? {
        // The whole curve, either way, needs no arithmetic (and so gets no rounding).
        if from == 0 && to == 1 { return self }
        if from == 1 && to == 0 { return LottieEasing(x1: 1 - x2, y1: 1 - y2, x2: 1 - x1, y2: 1 - y1) }
        let s0 = parameter(atTime: min(max(from, 0), 1))
        let s1 = parameter(atTime: min(max(to, 0), 1))
        // de Casteljau: the control points of the curve restricted to s0...s1.
        let p0 = point(s0)
        let p3 = point(s1)
        let d0 = derivative(s0)
        let d1 = derivative(s1)
        let span = s1 - s0
        let p1 = (x: p0.x + d0.x * span / 3, y: p0.y + d0.y * span / 3)
        let p2 = (x: p3.x - d1.x * span / 3, y: p3.y - d1.y * span / 3)
        let width = p3.x - p0.x
        let height = p3.y - p0.y
        guard abs(width) > 1e-12, abs(height) > 1e-12 else { return nil }
        // Rounding a hair off 0 or 1 is dropped: 0.58 stays 0.58, not 0.5799999999999998.
        func tidy(_ value: Double) -> Double {
            abs(value) < 1e-13 ? 0 : abs(value - 1) < 1e-13 ? 1 : value
        }
        let result = LottieEasing(
            x1: tidy((p1.x - p0.x) / width), y1: tidy((p1.y - p0.y) / height),
            x2: tidy((p2.x - p0.x) / width), y2: tidy((p2.y - p0.y) / height))
        return result.isValid ? result : nil
    }

    /// The curve's derivative at parameter `s`: time and progress per unit of parameter.
    func derivative(_ s: Double) -> (x: Double, y: Double) {
        let r = 1 - s
        let a = 3 * r * r
        let b = 6 * r * s
        let c = 3 * s * s
        return (a * x1 + b * (x2 - x1) + c * (1 - x2), a * y1 + b * (y2 - y1) + c * (1 - y2))
    }
}
