import EffectsRegistry

/// Timing functions as `inspect` shows them: their CSS text and, for Bézier curves, control points.
enum TimingText {
    /// `ease-in-out = cubic-bezier(0.42, 0, 0.58, 1)` for a named curve, the CSS text otherwise.
    static func described(_ function: TimingFunction) -> String {
        let text = css(function)
        guard let points = controlPoints(function), !text.hasPrefix("cubic-bezier") else { return text }
        return text + " = cubic-bezier(" + points.map(NumberText.shortest).joined(separator: ", ") + ")"
    }
}
