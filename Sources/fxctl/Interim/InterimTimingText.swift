import EffectsRegistry

// Interim until branch `timing` lands: the placeholder timing function is only linear.

extension TimingText {
    /// The CSS text of a timing function.
    static func css(_ function: TimingFunction) -> String { "linear" }

    /// The control points of a cubic Bézier curve, if the function is one.
    static func controlPoints(_ function: TimingFunction) -> [Double]? { nil }
}
