import EffectsCore

/// The easing of one dimension over one keyframe segment: the cubic-bezier whose first handle is
/// the keyframe's `o` (x1, y1) and whose second is its `i` (x2, y2), x in 0…1, y unbounded.
struct LottieEasing: Hashable, Sendable {
    /// The out handle of the segment's first keyframe.
    var x1: Double
    var y1: Double
    /// The in handle, towards the segment's last keyframe.
    var x2: Double
    var y2: Double

    /// Straight interpolation.
    static let linear = LottieEasing(x1: 0, y1: 0, x2: 1, y2: 1)

    /// Whether the curve is the identity: both handles on the diagonal.
    var isLinear: Bool { x1 == y1 && x2 == y2 }

    /// The timing function fxkit samples: `linear`, or the cubic-bezier (valid: x is in 0…1).
    var timingFunction: TimingFunction {
        guard !isLinear, let curve = try? CubicBezier(x1, y1, x2, y2) else { return .linear }
        return .cubicBezier(curve)
    }

    /// The eased progress at `progress` (0…1), as fxkit's solver computes it.
    func value(at progress: Double) -> Double {
        timingFunction.value(at: progress)
    }
}
