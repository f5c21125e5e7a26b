import EffectsRegistry

/// How far an easing's output reaches for inputs in 0…1: what decides whether an interpolated value
/// can leave the range between its keyframes.
enum CSSEasingRange {
    /// The lowest and highest output of `function` over inputs `0...1`.
    static func outputRange(of function: TimingFunction) -> (low: Double, high: Double) {
        switch function {
        case .linear, .steps, .hold:
            return (0, 1)
        case .cubicBezier(let curve):
            return bezierRange(curve.y1, curve.y2)
        case .piecewiseLinear(let function):
            // The ends count too: past its first or last point the function extrapolates.
            let inside = function.points.filter { (0...1).contains($0.input) }.map(\.output)
            let outputs = inside + [function.value(at: 0), function.value(at: 1)]
            return (outputs.min() ?? 0, outputs.max() ?? 1)
        case .spring:
            // CSS has no springs; a spring's overshoot is left to the caller to refuse.
            return (-Double.infinity, Double.infinity)
        }
    }

    /// The range of y(t) = 3(1−t)²t·y1 + 3(1−t)t²·y2 + t³ over t in 0…1, from its ends and the zeros of
    /// its derivative.
    private static func bezierRange(_ y1: Double, _ y2: Double) -> (low: Double, high: Double) {
        func y(_ t: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * y1 + 3 * u * t * t * y2 + t * t * t
        }
        // y'(t)/3 = a t² + b t + c with these coefficients.
        let a = 3 * y1 - 3 * y2 + 1
        let b = 2 * (y2 - 2 * y1)
        let c = y1
        var candidates = [0.0, 1.0]
        if abs(a) < 1e-12 {
            if b != 0 { candidates.append(-c / b) }
        } else {
            let discriminant = b * b - 4 * a * c
            if discriminant >= 0 {
                let root = discriminant.squareRoot()
                candidates += [(-b + root) / (2 * a), (-b - root) / (2 * a)]
            }
        }
        let values = candidates.filter { (0...1).contains($0) }.map(y)
        return (values.min() ?? 0, values.max() ?? 1)
    }
}
