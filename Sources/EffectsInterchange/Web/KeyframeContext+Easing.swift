import EffectsRegistry

/// Timing functions as CSS easings: springs fitted as `linear()` within the tolerance.
extension KeyframeContext {
    /// The CSS easing for the track's whole-iteration timing function: as ``easing(_:seconds:scale:)``,
    /// but `steps()` and `hold` become `linear()` with each jump a ramp ``KeyframeList/lead`` early
    /// (Chromium's progress can land a hair below a jump at its exact time), unless a jump at 0 meets
    /// the before flag.
    mutating func wholeEasing(_ function: TimingFunction?, seconds: Double, scale: Double)
        throws(InterchangeError)
        -> String
    {
        guard let steps = KeyframeList.steps(of: function) else {
            return try easing(function, seconds: seconds, scale: scale)
        }
        if heldAtStartFromBefore && steps.value(at: 0) != steps.value(at: 0, beforeFlag: true) {
            return try easing(function, seconds: seconds, scale: scale)
        }
        var points: [(input: Double, output: Double)] = [(0, steps.value(at: 0))]
        for jump in 1...steps.count {
            let s = Double(jump) / Double(steps.count)
            let below = steps.value(at: s, beforeFlag: true)
            let above = steps.value(at: s)
            guard above != below else { continue }
            points.append((s - 2 * KeyframeList.lead, below))
            points.append((s - KeyframeList.lead, above))
        }
        points.append((1, steps.value(at: 1)))
        let stops = points.map { WebNumber.text($0.output) + " " + WebNumber.text($0.input * 100) + "%" }
        return "linear(" + stops.joined(separator: ", ") + ")"
    }

    /// The CSS easing for a timing function over `seconds` (springs run in seconds), whose output
    /// errors are multiplied by `scale` in the property's unit.
    mutating func easing(_ function: TimingFunction?, seconds: Double, scale: Double) throws(InterchangeError)
        -> String
    {
        guard let function else { return "linear" }
        switch function {
        case .linear: return "linear"
        case .cubicBezier, .steps, .piecewiseLinear: return function.cssText
        case .hold: return "steps(1, jump-end)"
        case .spring(let spring):
            guard scale > 0 else { return "linear" }
            let bound = tolerance / scale
            guard let fit = PolylineFit(tolerance: bound, curve: { [spring.position(atTime: $0 * seconds)] })
            else {
                throw exporter.failure(
                    placed.layer, track.target.keyPath,
                    "the spring needs more than \(PolylineFit.maximumPoints) linear() stops to stay within \(WebNumber.text(tolerance))"
                )
            }
            approximations.append(
                Approximation(
                    layer: placed.layer, keyPath: track.target.keyPath,
                    method: "spring as linear() with \(fit.inputs.count) stops",
                    largestError: fit.largestError * scale,
                    tolerance: tolerance))
            let stops = zip(fit.outputs, fit.inputs).map {
                WebNumber.text($0.0[0]) + " " + WebNumber.text($0.1 * 100) + "%"
            }
            return "linear(" + stops.joined(separator: ", ") + ")"
        }
    }
}
