import EffectsRegistry

// The one place that knows which of the core's timing functions are on main. Until the branch
// `timing` lands, main has only `.linear`: the bezier figure is skipped, and the sampling workload
// falls back to linear segments (and says so). When it lands, replace the bodies below with the
// real constructors (see the comments) and the figures switch on.

/// A solved unit timing curve, as the bezier figure calls it.
protocol UnitCurve {
    /// The eased progress at `x` in `0...1`.
    func value(at x: Double) -> Double
}

/// The core's cubic-bezier type, or a placeholder while it is not on main.
enum CoreTiming {
    /// Why the core's timing functions cannot be measured yet, or `nil` when they can.
    static let unavailableReason: String? =
        "the core's CubicBezier is not on main yet (branch timing)"

    /// The core's solver for cubic-bezier(x1, y1, x2, y2), or `nil` while unavailable.
    ///
    /// Once on main: `(try? CubicBezier(x1, y1, x2, y2))` with `extension CubicBezier: UnitCurve {}`.
    static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> PlaceholderCurve? {
        nil
    }

    /// The core's timing function for `spec`, or `nil` when main cannot express it yet.
    ///
    /// Once on main: `.cubicBezier(try CubicBezier(…))`, `.steps(Steps(count: n, position: .jumpEnd))`,
    /// `.spring(Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0))`.
    static func function(_ spec: TimingSpec) -> TimingFunction? {
        switch spec {
        case .linear: return .linear
        case .bezier, .steps, .spring: return nil
        }
    }
}

/// Stands in for the core's `CubicBezier` until it lands; never constructed.
struct PlaceholderCurve: UnitCurve {
    /// The identity.
    func value(at x: Double) -> Double { x }
}
