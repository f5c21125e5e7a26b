import EffectsRegistry

/// A track's keyframes sampled from its own curve, for what the browser cannot interpolate.
extension KeyframeContext {
    /// Keyframes sampled from the track's own curve (the spline modes): a polyline within the
    /// tolerance, under the track's whole-iteration easing — or, with `baking`, with that easing
    /// sampled into the keyframes too (CSS has no whole-iteration easing) and named by `reason`.
    mutating func sampledKeyframes(baking: Bool = false, reason: String? = nil) throws(InterchangeError) -> (
        [WebKeyframe], String
    ) {
        let duration = track.timing.simpleDuration
        let own = try probe()
        let whole = track.timingFunction
        let curve: (Double) -> [Double] =
            baking
            ? { own(whole?.value(at: $0, over: duration, beforeFlag: false) ?? $0) } : own
        let count = track.target.valueCount
        let easingBudget =
            !baking
            && (track.timingFunction.map { if case .spring = $0 { return true } else { return false } }
                ?? false)
        let bound = easingBudget ? tolerance / 2 : tolerance
        guard
            let fit = PolylineFit(tolerance: bound, curve: curve)
        else {
            throw exporter.failure(
                placed.layer, track.target.keyPath,
                "its \(track.calculationMode.rawValue) curve needs more than \(PolylineFit.maximumPoints) keyframes to stay within \(WebNumber.text(tolerance))"
            )
        }
        approximations.append(
            Approximation(
                layer: placed.layer, keyPath: track.target.keyPath,
                method: (reason ?? "\(track.calculationMode.rawValue) mode")
                    + " as \(fit.inputs.count) linear keyframes",
                largestError: fit.largestError, tolerance: tolerance))
        let frames = zip(fit.inputs, fit.outputs).map { input, output in
            WebKeyframe(
                offset: input, easing: "linear",
                declarations: declarations(Value(components: output) ?? Value.zero(count: count)))
        }
        var steepest = 0.0
        for index in 0..<(fit.inputs.count - 1) {
            let span = fit.inputs[index + 1] - fit.inputs[index]
            let change = zip(fit.outputs[index], fit.outputs[index + 1]).map { abs($1 - $0) }.max() ?? 0
            if span > 0 { steepest = max(steepest, change / span) }
        }
        if baking { return (frames, "linear") }
        var budgeted = KeyframeContext(
            exporter: exporter, placed: placed, model: model, slots: slots, tolerance: bound)
        let easing = try budgeted.wholeEasing(track.timingFunction, seconds: duration, scale: steepest)
        approximations += budgeted.approximations
        return (frames, easing)
    }
}
