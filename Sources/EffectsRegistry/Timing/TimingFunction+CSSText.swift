import EffectsText

extension TimingFunction {
    /// The canonical CSS spelling, which the DSL reads back as an equal function: `linear`,
    /// `ease-in-out` (the named curves by name), `cubic-bezier(0.1, 0.2, 0.3, 0.4)`,
    /// `steps(4, jump-end)`, `linear(0, 0.25 75%, 1)`,
    /// `spring(mass: 1, stiffness: 100, damping: 10, velocity: 0)`, `hold`.
    public var cssText: String {
        switch self {
        case .linear:
            return "linear"
        case .cubicBezier(let curve):
            return curve.cssText
        case .steps(let steps):
            return "steps(\(steps.count), \(steps.position.rawValue))"
        case .piecewiseLinear(let function):
            return function.cssText
        case .spring(let spring):
            let numbers = [spring.mass, spring.stiffness, spring.damping, spring.initialVelocity].map(
                NumberText.shortest)
            return "spring(mass: \(numbers[0]), stiffness: \(numbers[1]), damping: \(numbers[2]), "
                + "velocity: \(numbers[3]))"
        case .hold:
            return "hold"
        }
    }
}

extension CubicBezier {
    /// `ease`, `ease-in`, `ease-out`, `ease-in-out` for the named curves, else `cubic-bezier(…)`.
    var cssText: String {
        switch TimingFunction.cubicBezier(self) {
        case .ease: return "ease"
        case .easeIn: return "ease-in"
        case .easeOut: return "ease-out"
        case .easeInOut: return "ease-in-out"
        default:
            return "cubic-bezier(" + [x1, y1, x2, y2].map(NumberText.shortest).joined(separator: ", ") + ")"
        }
    }
}
