import EffectsRegistry

/// How a Lottie keyframe reaches the next one, in one dimension.
///
/// The cubic Bézier from (0, 0) to (1, 1) whose first handle is the keyframe's `o` (x1, y1) and whose second is its `i` (x2, y2),
/// x being the fraction of the keyframe's time (0…1) and y the fraction of its change (unbounded).
/// Straight handles, (0, 0) and (1, 1), are linear. The reader and the writer share it: the
/// reader's pieces are cut by curve parameter (``timeHandles(fromParameter:toParameter:)``), the writer's
/// by time fraction (``piece(from:to:)``).
struct LottieEasing: Hashable, Sendable {
    /// The out handle's time fraction.
    var x1: Double
    /// The out handle's value fraction.
    var y1: Double
    /// The in handle's time fraction.
    var x2: Double
    /// The in handle's value fraction.
    var y2: Double

    /// Straight handles: the value moves at constant speed.
    static let linear = LottieEasing(x1: 0, y1: 0, x2: 1, y2: 1)

    /// Whether the curve is the identity: both handles on the diagonal.
    var isLinear: Bool { x1 == y1 && x2 == y2 }

    /// Whether Lottie can hold these handles: times within 0...1 (a curve whose time runs back is
    /// not a function of time), every number finite.
    var isValid: Bool {
        [x1, y1, x2, y2].allSatisfy(\.isFinite) && (0...1).contains(x1) && (0...1).contains(x2)
    }

    /// The timing function fxkit samples: `linear`, or the cubic-bezier (valid: x is in 0…1).
    var timingFunction: TimingFunction {
        guard !isLinear, let curve = try? CubicBezier(x1, y1, x2, y2) else { return .linear }
        return .cubicBezier(curve)
    }

    /// The eased progress at `progress` (0…1), as fxkit's solver computes it.
    func value(at progress: Double) -> Double {
        timingFunction.value(at: progress)
    }

    /// The curve's point (time, progress) at parameter `s`.
    func point(_ s: Double) -> (x: Double, y: Double) {
        let r = 1 - s
        let a = 3 * r * r * s
        let b = 3 * r * s * s
        let c = s * s * s
        return (a * x1 + b * x2 + c, a * y1 + b * y2 + c)
    }
}
