/// How progress through a segment or an animation is eased: the input progress (0 at the start, 1 at
/// the end) maps to an output progress.
///
/// The cases follow CSS Easing Level 2 (`linear`, `cubic-bezier`, `steps`, `linear(…)`) and Core
/// Animation (the named curves, springs), plus `hold` for a value that holds until the segment ends.
public enum TimingFunction: Hashable, Sendable {
    /// The identity: output = input.
    case linear
    /// A CSS cubic Bézier curve; the named curves are ones too.
    case cubicBezier(CubicBezier)
    /// A CSS `steps(n, position)` function.
    case steps(Steps)
    /// A CSS `linear(…)` function through points.
    case piecewiseLinear(PiecewiseLinear)
    /// A damped spring; progress runs through its settling duration.
    case spring(Spring)
    /// 0 until the end of the segment, 1 at input 1 and beyond: the value holds, then jumps.
    case hold

    /// Core Animation's `default` and CSS `ease`: cubic-bezier(0.25, 0.1, 0.25, 1).
    public static let ease = TimingFunction.cubicBezier(CubicBezier(validated: 0.25, 0.1, 0.25, 1))
    /// `easeIn` / `ease-in`: cubic-bezier(0.42, 0, 1, 1).
    public static let easeIn = TimingFunction.cubicBezier(CubicBezier(validated: 0.42, 0, 1, 1))
    /// `easeOut` / `ease-out`: cubic-bezier(0, 0, 0.58, 1).
    public static let easeOut = TimingFunction.cubicBezier(CubicBezier(validated: 0, 0, 0.58, 1))
    /// `easeInEaseOut` / `ease-in-out`: cubic-bezier(0.42, 0, 0.58, 1).
    public static let easeInOut = TimingFunction.cubicBezier(CubicBezier(validated: 0.42, 0, 0.58, 1))

    /// The eased progress for `progress`; inputs outside 0...1 extend each function as CSS does.
    public func value(at progress: Double) -> Double {
        value(at: progress, beforeFlag: false)
    }

    /// The eased progress with the CSS before flag, which only steps use: set, a step exactly at
    /// `progress` has not happened yet (the animation is before its active interval).
    public func value(at progress: Double, beforeFlag: Bool) -> Double {
        switch self {
        case .linear: return progress
        case .cubicBezier(let curve): return curve.value(at: progress)
        case .steps(let steps): return steps.value(at: progress, beforeFlag: beforeFlag)
        case .piecewiseLinear(let function): return function.value(at: progress)
        case .spring(let spring): return spring.value(at: progress)
        case .hold: return progress >= 1 ? 1 : 0
        }
    }
}
