import EffectsRegistry

extension WebExporter {
    /// The animations of one placed track (one, or one per component for a spline written as
    /// curves) and what had to be approximated for it.
    func animations(for placed: TrackPlacement, model: LayerModel) throws(ExportError) -> (
        animations: [WebAnimation], approximations: [Approximation]
    ) {
        if let unrolled = try unrolledCumulative(placed) {
            return try animations(for: unrolled, model: model)
        }
        let track = placed.track
        let keyPath = track.target.keyPath
        let slots: [(WebProperty, Int)]
        switch WebProperty.slots(of: track.target) {
        case .success(let found): slots = found
        case .failure(let gap): throw failure(placed.layer, keyPath, gap.reason)
        }
        if track.isAdditive && slots.contains(where: { $0.0 == .scale }) {
            throw failure(
                placed.layer, keyPath, "an additive scale adds in Core Animation but multiplies in CSS")
        }
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
        let keyframes: [WebKeyframe]
        let easing: String
        if Self.needsSampling(track) {
            (keyframes, easing) = try context.sampledKeyframes(baking: format == .css)
        } else if format == .css, let whole = track.timingFunction, whole != .linear {
            // CSS has no easing of the whole iteration: a two-keyframe track with a linear segment
            // takes it as its keyframe easing, exactly; any other track is sampled with it.
            if track.values.count == 2, (track.timingFunctions?.first ?? .linear) == .linear,
                track.calculationMode == .linear || track.calculationMode == .paced
            {
                let frames = try context.exactKeyframes()
                let text = try context.wholeEasing(
                    whole, seconds: track.timing.simpleDuration, scale: context.slope)
                keyframes =
                    [
                        WebKeyframe(
                            offset: frames[0].offset, easing: text, declarations: frames[0].declarations)
                    ] + frames.dropFirst()
                easing = "linear"
            } else {
                (keyframes, easing) = try context.sampledKeyframes(
                    baking: true, reason: "the track's timing function (CSS has none for a whole iteration)")
            }
        } else {
            easing = try context.wholeEasing(
                track.timingFunction, seconds: track.timing.simpleDuration, scale: context.slope)
            keyframes = try context.exactKeyframes()
        }
        let (timing, holds) = try timing(of: placed, easing: easing)
        return (
            [WebAnimation(layer: placed.layer, keyPath: keyPath, keyframes: keyframes, timing: timing)]
                + (try context.holdAnimations(holds, timing: timing)),
            context.approximations
        )
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

/// The work of writing one track's keyframes: its slots, its tolerance and what was approximated.
struct KeyframeContext {
    let exporter: WebExporter
    let placed: TrackPlacement
    let model: LayerModel
    let slots: [(WebProperty, Int)]
    let tolerance: Double
    var approximations: [Approximation] = []

    init(
        exporter: WebExporter, placed: TrackPlacement, model: LayerModel, slots: [(WebProperty, Int)],
        tolerance: Double
    ) {
        self.exporter = exporter
        self.placed = placed
        self.model = model
        self.slots = slots
        self.tolerance = tolerance
    }

    var track: Track { placed.track }

    /// The key times the track's keyframes sit at: given, paced by distance, or evenly spaced.
    var keyTimes: [Double] {
        let count = track.values.count
        if track.calculationMode == .paced {
            var lengths = [0.0]
            for index in 1..<max(count, 1) {
                lengths.append(lengths[index - 1] + track.values[index - 1].distance(to: track.values[index]))
            }
            if let total = lengths.last, total > 0 { return lengths.map { $0 / total } }
        }
        if let given = track.keyTimes { return given }
        if track.calculationMode == .discrete {
            return (0...count).map { Double($0) / Double(count) }
        }
        return count < 2 ? [0] : (0..<count).map { Double($0) / Double(count - 1) }
    }

    /// The steepest change of the keyframes per unit of eased progress: what an error of the whole
    /// track's easing becomes in the property's unit.
    var slope: Double {
        let times = keyTimes
        var steepest = 0.0
        for index in 0..<max(0, min(times.count, track.values.count) - 1) {
            let span = times[index + 1] - times[index]
            let change =
                track.values[index].components.indices.map {
                    abs(track.values[index + 1][$0] - track.values[index][$0])
                }.max() ?? 0
            steepest = max(steepest, span > 0 ? change / span : change * 1e9)
        }
        return steepest
    }

    /// The CSS declarations of a keyframe value: its components in their slots, the other slots
    /// of a shared property at 0 (additive) or at the model value.
    func declarations(_ value: Value) -> [CSSDeclaration] {
        var filled: [(WebProperty, [Double])] = []
        for (index, (property, slot)) in slots.enumerated() {
            if let at = filled.firstIndex(where: { $0.0 == property }) {
                filled[at].1[slot] = value[index]
                continue
            }
            var numbers = [Double](repeating: 0, count: property.slotCount)
            if !track.isAdditive && property == .translate {
                let translation = model.value("transform.translation")
                numbers = [
                    translation.x, translation.y,
                    model.value("zPosition").x + model.value("transform.translation.z").x,
                ]
            }
            numbers[slot] = value[index]
            // A non-additive z is absolute: it takes the anchorPointZ that transform-origin moved out back.
            if !track.isAdditive && property == .translate { numbers[2] += model.translateZOffset }
            filled.append((property, numbers))
        }
        return filled.map { CSSDeclaration($0.0.name, $0.0.text($0.1)) }
    }

    /// Keyframes written as the track has them: values at their key times, each segment's timing
    /// function as the easing of the keyframe that starts it.
    mutating func exactKeyframes() throws(ExportError) -> [WebKeyframe] {
        let values = track.values
        let times = keyTimes
        var frames = KeyframeList()
        guard values.count > 1 else {
            let value = values.first ?? Value.zero(count: track.target.valueCount)
            frames.add(0, declarations(value))
            frames.add(1, declarations(value))
            return frames.frames
        }
        if track.calculationMode == .discrete {
            return KeyframeList.discrete(values.map { declarations($0) }, keyTimes: times)
        }
        let functions = track.calculationMode == .paced ? nil : track.timingFunctions
        for index in 0..<(values.count - 1) {
            let (from, to) = (values[index], values[index + 1])
            let (start, end) = (times[index], times[index + 1])
            let function = functions?[index]
            if let steps = KeyframeList.steps(of: function), !(start == 0 && heldAtStartFromBefore) {
                // Steps and holds become jumps between equal keyframes (see KeyframeList).
                frames.add(start, declarations(from))
                for jump in 0...steps.count {
                    let s = Double(jump) / Double(steps.count)
                    let below = steps.value(at: s, beforeFlag: true)
                    let above = steps.value(at: s)
                    guard above != below else { continue }
                    frames.jump(
                        at: start + (end - start) * s,
                        from: declarations(from.interpolated(to: to, amount: below)),
                        to: declarations(from.interpolated(to: to, amount: above)))
                }
                continue
            }
            var easing = "linear"
            if let function {
                let span = (end - start) * track.timing.simpleDuration
                let change = from.components.indices.map { abs(to[$0] - from[$0]) }.max() ?? 0
                easing = try self.easing(function, seconds: span, scale: change)
            }
            frames.add(start, declarations(from), easing: easing)
        }
        if let last = values.last { frames.add(times.last ?? 1, declarations(last)) }
        return frames.frames
    }

    /// Whether the track can be held at the start of its iteration from the side before it, where
    /// CSS's before flag makes a jump at progress 0 not yet happen (a backwards fill, or the end of an
    /// autoreversing run): there `steps()` stays as it is.
    var heldAtStartFromBefore: Bool {
        track.timing.fillMode.fillsBackwards
            || (track.timing.autoreverses && track.timing.fillMode.fillsForwards)
            || !placed.groups.isEmpty
    }

    /// The CSS easing for the track's whole-iteration timing function: as ``easing(_:seconds:scale:)``,
    /// but `steps()` and `hold` become `linear()` with each jump a ramp ``KeyframeList/lead`` early
    /// (Chromium's progress can land a hair below a jump at its exact time), unless a jump at 0 meets
    /// the before flag.
    mutating func wholeEasing(_ function: TimingFunction?, seconds: Double, scale: Double) throws(ExportError)
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
    mutating func easing(_ function: TimingFunction?, seconds: Double, scale: Double) throws(ExportError)
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

    /// Keyframes sampled from the track's own curve (the spline modes): a polyline within the
    /// tolerance, under the track's whole-iteration easing — or, with `baking`, with that easing
    /// sampled into the keyframes too (CSS has no whole-iteration easing) and named by `reason`.
    mutating func sampledKeyframes(baking: Bool = false, reason: String? = nil) throws(ExportError) -> (
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
