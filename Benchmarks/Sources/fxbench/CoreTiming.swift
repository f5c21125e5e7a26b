import EffectsRegistry

/// A solved unit timing curve, as the bezier figure calls it.
protocol UnitCurve {
    /// The eased progress at `x` in `0...1`.
    func value(at x: Double) -> Double
}

extension CubicBezier: UnitCurve {}

/// The core's timing functions, as the workloads use them.
enum CoreTiming {
    /// Why the core's timing functions cannot be measured, or `nil` when they can.
    static let unavailableReason: String? = nil

    /// The core's solver for cubic-bezier(x1, y1, x2, y2), or `nil` when the core refuses the curve.
    static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> CubicBezier? {
        try? CubicBezier(x1, y1, x2, y2)
    }

    /// The core's timing function for `spec`, or `nil` when the core refuses it.
    static func function(_ spec: TimingSpec) -> TimingFunction? {
        switch spec {
        case .linear: return .linear
        case .bezier(let x1, let y1, let x2, let y2): return bezier(x1, y1, x2, y2).map { .cubicBezier($0) }
        case .steps(let count): return (try? Steps(count: count, position: .jumpEnd)).map { .steps($0) }
        case .spring:
            return (try? Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)).map { .spring($0) }
        }
    }
}
