import EffectsRegistry

extension WebExporter {
    /// The animations of one placed track (one, or one per component for a spline written as
    /// curves) and what had to be approximated for it.
    func animations(for placed: TrackPlacement, model: LayerModel) throws(InterchangeError) -> (
        animations: [WebAnimation], approximations: [Approximation]
    ) {
        if let unrolled = try unrolledCumulative(placed) {
            return try animations(for: unrolled, model: model)
        }
        let track = placed.track
        let keyPath = track.target.keyPath
        let slots = try self.slots(of: placed, model: model)
        let bound = tolerance.bound(for: track.target.property)
        var context = KeyframeContext(
            exporter: self, placed: placed, model: model, slots: slots, tolerance: bound)
        if track.calculationMode == .cubic, format != .css || (track.timingFunction ?? .linear) == .linear,
            let curves = try context.splineCurves()
        {
            let easing = try context.wholeEasing(
                track.timingFunction, seconds: track.timing.simpleDuration, scale: context.slope)
            let (timing, holds) = try timing(of: placed, easing: easing)
            let animations = curves.map {
                WebAnimation(layer: placed.layer, keyPath: keyPath, keyframes: $0, timing: timing)
            }
            return (animations + (try context.holdAnimations(holds, timing: timing)), context.approximations)
        }
        let (keyframes, easing) = try self.keyframes(of: track, context: &context)
        let (timing, holds) = try timing(of: placed, easing: easing)
        return (
            [WebAnimation(layer: placed.layer, keyPath: keyPath, keyframes: keyframes, timing: timing)]
                + (try context.holdAnimations(holds, timing: timing)),
            context.approximations
        )
    }

    /// Where the track's values go among the element's CSS properties; an additive scale, which
    /// multiplies in CSS, is refused.
    private func slots(of placed: TrackPlacement, model: LayerModel) throws(InterchangeError) -> [(
        WebProperty, Int
    )] {
        let track = placed.track
        let slots: [(WebProperty, Int)]
        switch WebProperty.slots(of: track.target, positionByLayout: !model.positionInTranslate) {
        case .success(let found): slots = found
        case .failure(let gap): throw failure(placed.layer, track.target.keyPath, gap.reason)
        }
        if track.isAdditive && slots.contains(where: { $0.0 == .scale }) {
            throw failure(
                placed.layer, track.target.keyPath,
                "an additive scale adds in Core Animation but multiplies in CSS")
        }
        return slots
    }

    /// The keyframes of a track written as one animation, and the easing of its whole iteration:
    /// sampled where no browser has its mode, else exact.
    private func keyframes(of track: Track, context: inout KeyframeContext) throws(InterchangeError) -> (
        keyframes: [WebKeyframe], easing: String
    ) {
        if Self.needsSampling(track) { return try context.sampledKeyframes(baking: format == .css) }
        guard format == .css, let whole = track.timingFunction, whole != .linear else {
            let easing = try context.wholeEasing(
                track.timingFunction, seconds: track.timing.simpleDuration, scale: context.slope)
            return (try context.exactKeyframes(), easing)
        }
        // CSS has no easing of the whole iteration: a two-keyframe track with a linear segment
        // takes it as its keyframe easing, exactly; any other track is sampled with it.
        guard track.values.count == 2, (track.timingFunctions?.first ?? .linear) == .linear,
            track.calculationMode == .linear || track.calculationMode == .paced
        else {
            return try context.sampledKeyframes(
                baking: true, reason: "the track's timing function (CSS has none for a whole iteration)")
        }
        let frames = try context.exactKeyframes()
        let text = try context.wholeEasing(whole, seconds: track.timing.simpleDuration, scale: context.slope)
        let first = WebKeyframe(offset: frames[0].offset, easing: text, declarations: frames[0].declarations)
        return ([first] + frames.dropFirst(), "linear")
    }

    /// Whether a track's keyframes are sampled instead of written: the spline modes, which no browser
    /// has, and a cubic-bezier end segment that Chromium would extrapolate wrongly.
    ///
    /// Chromium extends a cubic-bezier with x1 = 0 (or x2 = 1) flat outside 0...1 where CSS Easing
    /// says to follow the other control point; an end segment sees such inputs only when the track's
    /// own timing function overshoots 0...1.
    static func needsSampling(_ track: Track) -> Bool {
        switch track.calculationMode {
        case .cubic, .cubicPaced: return true
        case .linear, .paced, .discrete: break
        }
        guard let whole = track.timingFunction, overshoots(whole), track.calculationMode == .linear else {
            return false
        }
        let segments = track.timingFunctions ?? []
        if case .cubicBezier(let first)? = segments.first, first.x1 == 0 { return true }
        let lastSegment = max(0, track.values.count - 2)
        if segments.indices.contains(lastSegment), case .cubicBezier(let last) = segments[lastSegment],
            last.x2 == 1
        {
            return true
        }
        return false
    }

    /// Whether a timing function's output leaves 0...1.
    static func overshoots(_ function: TimingFunction) -> Bool {
        switch function {
        case .linear, .steps, .hold: return false
        case .cubicBezier(let curve): return !(0...1).contains(curve.y1) || !(0...1).contains(curve.y2)
        case .piecewiseLinear(let function): return function.points.contains { !(0...1).contains($0.output) }
        case .spring: return true
        }
    }
}
