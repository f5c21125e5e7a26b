extension CubicBezier {
    /// The largest error, in y, the fast solve accepts: a tenth of the promised 1e-9, leaving room for
    /// the rounding of y(t) itself.
    static let acceptedError = 1e-10

    /// A bound on the rounding error of the computed residual x(t) − x, per unit of t: the power-form
    /// coefficients are rounded (a few ulps each, |coefficients| ≤ 16) and so is the evaluation.
    static let residualErrorPerT = 3e-14

    /// y where the curve's x equals `x`, for x strictly inside 0...1: the answer of
    /// `solve(_:from:)` from the interpolated first guess, bit for bit, with less work.
    ///
    /// A step below its interval's precomputed limit is one that
    /// ``firstOrderAnswer(at:step:inverseSlope:)`` is sure to accept (``InverseSamples``), and one
    /// above `surelyRejectedStep` one it is sure to refuse, so the test itself runs only in between.
    /// About one guess in five needs a second step, taken here the same way. A first step of 1e-5 or
    /// more (about one in seven: the test refuses it) and the rare rest go on in
    /// `solve(_:from:iterations:)` from where the steps taken here left off, not from the guess again,
    /// with the iterations Newton's loop has left: the same steps, so the same answer.
    @inline(__always)
    func solve(_ x: Double) -> Double {
        let (t, stepLimit) = guesses.guess(at: x)
        let slope = (xSlopeA * t + xSlopeB) * t + cx
        let inverseSlope = 1 / slope
        let step = (((ax * t + bx) * t + cx) * t - x) * inverseSlope
        if abs(step) < stepLimit {
            return ((ay * t + by) * t + cy) * t - ((ySlopeA * t + ySlopeB) * t + cy) * step
        }
        guard slope > 1e-12 else { return solveCarefully(x) }
        let next = min(max(t - step, 0), 1)
        // A step of 1e-5 or more is one the test refuses: Newton's loop goes on from `next`.
        guard abs(step) < 1e-5 else { return solve(x, from: next, iterations: 7) }
        if abs(step) <= surelyRejectedStep,
            let y = firstOrderAnswer(at: t, step: step, inverseSlope: inverseSlope)
        {
            return y
        }
        // The limit also holds within 1e-5 of the interval, so for the second step too.
        let nextSlope = (xSlopeA * next + xSlopeB) * next + cx
        let nextInverseSlope = 1 / nextSlope
        let nextStep = (((ax * next + bx) * next + cx) * next - x) * nextInverseSlope
        if abs(nextStep) < stepLimit {
            return ((ay * next + by) * next + cy) * next - ((ySlopeA * next + ySlopeB) * next + cy) * nextStep
        }
        guard nextSlope > 1e-12 else { return solveCarefully(x) }
        if let y = firstOrderAnswer(at: next, step: nextStep, inverseSlope: nextInverseSlope) { return y }
        return solve(x, from: min(max(next - nextStep, 0), 1), iterations: 6)
    }

    /// The step above which ``firstOrderAnswer(at:step:inverseSlope:)`` refuses whatever the slopes:
    /// its error bound is at least 2·step²·|y''|max, so above √(acceptedError / (2·|y''|max)) (and a
    /// hair more for rounding) it exceeds `acceptedError`.
    static func surelyRejectedStep(yCurvatureBound: Double) -> Double {
        guard yCurvatureBound > 0 else { return .infinity }
        return (acceptedError / (2 * yCurvatureBound)).squareRoot() * (1 + 1e-6)
    }

    /// y(t) − y'(t)·step, the first-order answer after a Newton step from t, when a bound on its error
    /// in y (not in x: near a vertical tangent a tiny error in x is a large one in y) is below
    /// `acceptedError`; `nil` otherwise.
    @inline(__always)
    func firstOrderAnswer(at t: Double, step: Double, inverseSlope: Double) -> Double? {
        guard abs(step) < 1e-5 else { return nil }
        let slope = (xSlopeA * t + xSlopeB) * t + cx
        // The exact root lies within `reach` of t as long as x' stays above slope / 2 there,
        // which the curvature bound guarantees when reach · |x''| ≤ slope / 2.
        let residualError = Self.residualErrorPerT * t
        let reach = 2 * (abs(step) + residualError * inverseSlope)
        let ySlope = (ySlopeA * t + ySlopeB) * t + cy
        // y(t) − y'(t)·step differs from the exact y by the residual's rounding carried
        // through dy/dx, plus second-order terms from the curvature of x and of y.
        let error =
            abs(ySlope) * residualError * inverseSlope
            + 0.5 * reach * reach * (yCurvatureBound + abs(ySlope) * xCurvatureBound * inverseSlope)
        guard reach * xCurvatureBound <= 0.5 * slope && error <= Self.acceptedError else { return nil }
        return ((ay * t + by) * t + cy) * t - ySlope * step
    }

    /// y where the curve's x equals `x`, by at most `iterations` Newton steps from `start`.
    ///
    /// Each step's first-order answer is accepted by ``firstOrderAnswer(at:step:inverseSlope:)``; the
    /// rare rest goes to `solveCarefully`. Eight from the guess is plain Newton, which the fast solve
    /// matches bit for bit.
    @inline(never)
    func solve(_ x: Double, from start: Double, iterations: Int = 8) -> Double {
        var t = start
        for _ in 0..<iterations {
            let slope = (xSlopeA * t + xSlopeB) * t + cx
            guard slope > 1e-12 else { break }
            let inverseSlope = 1 / slope
            let step = (((ax * t + bx) * t + cx) * t - x) * inverseSlope
            if let y = firstOrderAnswer(at: t, step: step, inverseSlope: inverseSlope) { return y }
            t = min(max(t - step, 0), 1)
        }
        return solveCarefully(x)
    }

    /// y where the curve's x equals `x`, by bisection on t with the sign of x(t) − x computed in
    /// double-double arithmetic from the exact control points.
    ///
    /// Bisection ends on two neighbouring doubles (or after 128 halvings); a secant step inside
    /// that bracket picks t. The error in y is then |y'| times less than one ulp of t.
    func solveCarefully(_ x: Double) -> Double {
        // x(t) = a·t³ + b·t² + c·t with a = 1 + 3·x1 − 3·x2, b = 3·x2 − 6·x1, c = 3·x1, all exact.
        let c = DoubleDouble.product(3, x1)
        let b = DoubleDouble.product(3, x2) - DoubleDouble.product(6, x1)
        let a = DoubleDouble(1) + c - DoubleDouble.product(3, x2)
        var lower = 0.0
        var upper = 1.0
        var lowerResidual = -x
        var upperResidual = 1 - x
        for _ in 0..<128 {
            let middle = 0.5 * (lower + upper)
            guard middle > lower && middle < upper else { break }
            let residual = (((a * middle + b) * middle + c) * middle - x).high
            if residual == 0 {
                return ((ay * middle + by) * middle + cy) * middle
            }
            if residual < 0 {
                lower = middle
                lowerResidual = residual
            } else {
                upper = middle
                upperResidual = residual
            }
        }
        let t = lower + (upper - lower) * (-lowerResidual / (upperResidual - lowerResidual))
        return ((ay * t + by) * t + cy) * t
    }

    /// An approximate t where x(t) = x, for the first-guess table: safeguarded Newton in doubles.
    static func roughInverse(of x: Double, _ ax: Double, _ bx: Double, _ cx: Double) -> Double {
        var lower = 0.0
        var upper = 1.0
        var t = x
        for _ in 0..<60 {
            let residual = ((ax * t + bx) * t + cx) * t - x
            if residual == 0 { return t }
            if residual < 0 { lower = t } else { upper = t }
            let slope = (3 * ax * t + 2 * bx) * t + cx
            var next = t - residual / slope
            if !(next > lower && next < upper) { next = 0.5 * (lower + upper) }
            if abs(next - t) <= 1e-15 { return next }
            t = next
        }
        return t
    }
}
