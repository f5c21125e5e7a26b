/// How a keyframe track computes values between its keyframes (`CAKeyframeAnimation.calculationMode`).
public enum CalculationMode: String, CaseIterable, Hashable, Sendable {
    /// Straight lines between keyframes, at the key times, through the segments' timing functions.
    case linear
    /// No interpolation: each value holds until the next key time.
    case discrete
    /// Straight lines at constant speed; key times and segment timing functions are ignored.
    case paced
    /// A Kochanek–Bartels spline through the keyframes (Catmull-Rom with the default parameters).
    case cubic
    /// The `cubic` spline traversed at constant speed; key times and segment timing functions are ignored.
    case cubicPaced = "cubic-paced"
}
