import EffectsRegistry

/// One `transform` track as a CSS `transform` animation: its lists, which Chromium interpolates as
/// fxkit does; sampled `matrix3d()` keyframes within the tolerance only where CSS lacks the track's
/// whole-iteration timing function.
extension WebExporter {
    /// The CSS `transform` animation of a `transform` track between `prefix` and `suffix`.
    func transformAnimations(
        for placed: TrackPlacement, keyPath: String, size: Value, prefix: [TransformFunction],
        suffix: [TransformFunction]
    ) throws(InterchangeError) -> (animations: [WebAnimation], approximations: [Approximation]) {
        let track = placed.track
        let wrap = { (functions: [TransformFunction]) -> [WebDeclaration] in
            [WebDeclaration("transform", TransformList(prefix + functions + suffix).cssText)]
        }
        let lists = track.transforms ?? []
        // A corner moves by an entry's error times the layer's extent: the entries' bound in points.
        let extent = max(abs(size.x), abs(size.y), 1)
        let bound = tolerance.points / extent
        var context = KeyframeContext(
            exporter: self, placed: placed, model: LayerModel(Layer(name: placed.layer)), slots: [],
            tolerance: bound)
        let whole = track.timingFunction
        let bakes = format == .css && (whole ?? .linear) != .linear
        var keyframes: [WebKeyframe]
        var easing = "linear"
        // The translation entries are points: fitted in extents, as a corner's error is their sum.
        let probe = try transformProbe(placed, baking: bakes)
        let budget = Self.isSpring(whole) ? bound / 2 : bound
        var sampled = 0
        var largest = 0.0
        let sample = { (start: Double, end: Double) throws(InterchangeError) -> [WebKeyframe] in
            let fit = try self.matrixFit(
                probe, from: start, to: end, extent: extent, budget: budget, placed: placed, keyPath: keyPath)
            sampled += fit.inputs.count
            largest = max(largest, fit.largestError * extent)
            return Self.matrixKeyframes(fit, from: start, to: end, extent: extent, wrap: wrap)
        }
        if bakes {
            keyframes = try sample(0, 1)
        } else {
            keyframes = try exactTransformFrames(
                lists, context: &context, extent: extent, declarations: { wrap($0.functions) })
            var budgeted = KeyframeContext(
                exporter: self, placed: placed, model: context.model, slots: [], tolerance: budget)
            easing = try budgeted.wholeEasing(
                whole, seconds: track.timing.simpleDuration, scale: Self.slope(lists, extent: extent))
            context.approximations += budgeted.approximations
        }
        if sampled > 0 {
            context.approximations.append(
                Approximation(
                    layer: placed.layer, keyPath: keyPath,
                    method: Self.matrixMethod(sampled: sampled),
                    largestError: largest, tolerance: tolerance.points))
        }
        let (timing, holds) = try self.timing(of: placed, easing: easing)
        guard holds.isEmpty else {
            throw failure(placed.layer, keyPath, "a transform held by its groups' fill is not exported yet")
        }
        return (
            [WebAnimation(layer: placed.layer, keyPath: keyPath, keyframes: keyframes, timing: timing)],
            context.approximations
        )
    }

    /// Whether a timing function is a spring, whose easing is fitted within half the bound.
    private static func isSpring(_ function: TimingFunction?) -> Bool {
        if case .spring? = function { return true } else { return false }
    }

    /// What the sampled matrices stand for: the whole iteration's timing function CSS lacks.
    private static func matrixMethod(sampled: Int) -> String {
        "the track's timing function (CSS has none for a whole iteration) as \(sampled) matrix3d() keyframes"
    }

    /// The polyline through the track's matrices from `start` to `end` of an iteration, its entries
    /// fitted in extents (a corner's error is their sum) within `budget`.
    private func matrixFit(
        _ probe: (Double) -> [Double], from start: Double, to end: Double, extent: Double, budget: Double,
        placed: TrackPlacement, keyPath: String
    ) throws(InterchangeError) -> PolylineFit {
        func curve(_ amount: Double) -> [Double] {
            Self.scalingTranslation(probe(start + (end - start) * amount), by: 1 / extent)
        }
        guard let fit = PolylineFit(tolerance: budget, curve: curve) else {
            // An overflow in a timeline built in Swift; the readers refuse numbers that could overflow.
            for step in 0...PolylineFit.gridSize {
                let amount = Double(step) / Double(PolylineFit.gridSize)
                guard !curve(amount).allSatisfy(\.isFinite) else { continue }
                let time = start + (end - start) * amount
                throw failure(
                    placed.layer, keyPath,
                    "its matrix is not a finite number at \(WebNumber.text(time)) of its iteration (an overflow)"
                )
            }
            throw failure(
                placed.layer, keyPath,
                "its matrices need more than \(PolylineFit.maximumPoints) keyframes to stay within \(WebNumber.text(tolerance.points)) points"
            )
        }
        return fit
    }

    /// The fit's points as linear `matrix3d()` keyframes between `start` and `end`.
    private static func matrixKeyframes(
        _ fit: PolylineFit, from start: Double, to end: Double, extent: Double,
        wrap: ([TransformFunction]) -> [WebDeclaration]
    ) -> [WebKeyframe] {
        zip(fit.inputs, fit.outputs).map { input, output in
            let matrix = Matrix3D(entries: scalingTranslation(output, by: extent)) ?? .identity
            return WebKeyframe(
                offset: start + (end - start) * input, easing: "linear",
                declarations: wrap([.matrix3d(matrix)]))
        }
    }
}
