/// How progress through a segment or an animation is eased: the input progress (0 at the start, 1 at
/// the end) maps to an output progress.
///
/// The cases follow CSS Easing Level 2 (`linear`, `cubic-bezier`, `steps`, `linear(…)`) and Core
/// Animation (the named curves, springs), plus `hold` for a value that holds until the segment ends.
public enum TimingFunction: Hashable, Sendable {
    /// The identity: output = input.
    case linear
    // Indirect: boxed, the large curve is used where it lies instead of being copied out of the enum
    // on every evaluation (measured: about 10 ns of a 35 ns solve).
    /// A CSS cubic Bézier curve; the named curves are ones too.
    indirect case cubicBezier(CubicBezier)
    /// A CSS `steps(n, position)` function.
    case steps(Steps)
    /// A CSS `linear(…)` function through points.
    case piecewiseLinear(PiecewiseLinear)
    /// A damped spring, run in physical time: its input is seconds since the spring began, not a
    /// progress (see ``value(at:over:beforeFlag:)``).
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

    // Inlinable so callers switch on a timing function where it lies (in an array, say) instead of
    // copying and retaining it first, which measured as slow as the cubic-bezier solve itself.
    /// The eased progress for `progress`; inputs outside 0...1 extend each function as CSS does.
    ///
    /// A spring reads its input as seconds (`value(at: x, over: 1)`).
    @inlinable public func value(at progress: Double) -> Double {
        value(at: progress, over: 1, beforeFlag: false)
    }

    /// The eased progress with the CSS before flag, which only steps use: set, a step exactly at
    /// `progress` has not happened yet (the animation is before its active interval).
    ///
    /// A spring reads its input as seconds.
    @inlinable public func value(at progress: Double, beforeFlag: Bool) -> Double {
        value(at: progress, over: 1, beforeFlag: beforeFlag)
    }

    /// The eased progress `progress` of the way through a span (a track's iteration or one keyframe
    /// segment) of `duration` seconds.
    ///
    /// Only a spring uses the duration: it runs in physical time, as Core Animation and SwiftUI run
    /// one, so its value is ``Spring/position(atTime:)`` at `progress · duration` seconds — a span
    /// shorter than its settling duration cuts it, a longer one lets it come to rest. A span of 0
    /// seconds (a zero-length segment) jumps to its end.
    @inlinable public func value(at progress: Double, over duration: Double, beforeFlag: Bool) -> Double {
        switch self {
        case .linear: return progress
        case .cubicBezier(let curve): return curve.value(at: progress)
        case .steps(let steps): return steps.value(at: progress, beforeFlag: beforeFlag)
        case .piecewiseLinear(let function): return function.value(at: progress)
        case .spring(let spring):
            guard duration > 0 else { return progress > 0 ? 1 : 0 }
            return spring.position(atTime: progress * duration)
        case .hold: return progress >= 1 ? 1 : 0
        }
    }
}
