import EffectsRegistry
import EffectsText

/// Timing functions as `inspect` shows them: their CSS text and, for Bézier curves, control points.
enum TimingText {
    /// `ease-in-out = cubic-bezier(0.42, 0, 0.58, 1)` for a named curve, the CSS text otherwise; a
    /// spring adds its settling duration (it runs in seconds): `spring(…) (settles in 1.005898… s)`.
    static func described(_ function: TimingFunction) -> String {
        let text = css(function)
        if case .spring(let spring) = function {
            return text + " (settles in " + NumberText.seconds(spring.settlingDuration) + ")"
        }
        guard let points = controlPoints(function), !text.hasPrefix("cubic-bezier") else { return text }
        return text + " = cubic-bezier(" + points.map(NumberText.shortest).joined(separator: ", ") + ")"
    }
}

extension TimingText {
    /// The CSS text of a timing function, which the effect language reads back as the same function.
    static func css(_ function: TimingFunction) -> String {
        function.cssText
    }

    /// The control points of a cubic Bézier curve (the named curves included), else `nil`.
    static func controlPoints(_ function: TimingFunction) -> [Double]? {
        guard case .cubicBezier(let curve) = function else { return nil }
        return [curve.x1, curve.y1, curve.x2, curve.y2]
    }
}
