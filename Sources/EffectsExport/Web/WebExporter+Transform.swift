import EffectsRegistry

extension WebExporter {
    /// The animation of a `transform` track: CSS `transform` keyframes.
    ///
    /// When every segment interpolates function by function (the padded lists share their
    /// primitives pair by pair, and no pair goes through matrices), the padded lists are written as
    /// they are, so Chromium interpolates them the same way: exact. Otherwise fxkit decomposes
    /// matrices as CSS Transforms Level 2 says and Chromium does not quite (it takes the shorter arc
    /// and has a 2D decomposition of its own), so the track's matrix is sampled into `matrix3d()`
    /// keyframes within the tolerance, and the approximation is reported.
    ///
    /// A helper rotation about x or y, or a scale of one axis, is a function of its own in the same
    /// CSS `transform` list (see ``transformPieces``): its track becomes a `transform` track of that
    /// one function between the layer's other pieces (`prefix`, `suffix`), whose shapes always
    /// match, so it is exact.
    func transformAnimations(for placed: TrackPlacement, model: LayerModel, layer: Layer) throws(ExportError)
        -> (animations: [WebAnimation], approximations: [Approximation])
    {
        let keyPath = placed.track.target.keyPath
        guard !placed.track.isAdditive, !placed.track.isCumulative else {
            throw failure(
                placed.layer, keyPath,
                "an additive or cumulative \(keyPath) is not exported yet (CSS would append it to the end of the transform list)"
            )
        }
        let used = Self.transformPieces.filter { name in layer.properties.contains { $0.name == name } }
        let name = placed.track.target.property.name
        guard name != "transform" else {
            return try transformAnimations(
                for: placed, keyPath: keyPath, size: model.value("bounds.size"),
                prefix: used.compactMap { Self.piece($0, model.value($0).x) }, suffix: [])
        }
        let index = used.firstIndex(of: name) ?? 0
        let converted: Track
        do {
            let track = placed.track
            converted = try Track(
                transform: track.values.map { TransformList([Self.piece(name, $0.x)].compactMap { $0 }) },
                keyTimes: track.keyTimes, timingFunctions: track.timingFunctions,
                timingFunction: track.timingFunction, calculationMode: track.calculationMode,
                timing: track.timing)
        } catch {
            throw failure(placed.layer, keyPath, "it cannot be written as a transform function: \(error)")
        }
        return try transformAnimations(
            for: placed.replacing(converted), keyPath: keyPath, size: model.value("bounds.size"),
            prefix: used[..<index].compactMap { Self.piece($0, model.value($0).x) },
            suffix: used[(index + 1)...].compactMap { Self.piece($0, model.value($0).x) }
                + model.transform.functions)
    }

    /// The helper key paths that are functions of the CSS `transform` list, in the order they
    /// apply (LayerGeometry's rule: `rotateZ · rotateY · rotateX · scale3d · transform`, where CSS's
    /// own `rotate` holds z and `scale` the uniform scale, both before `transform`).
    static let transformPieces = [
        "transform.rotation.y", "transform.rotation.x", "transform.scale.x", "transform.scale.y",
        "transform.scale.z",
    ]

    /// The transform function of a helper key path at `value`.
    static func piece(_ name: String, _ value: Double) -> TransformFunction? {
        switch name {
        case "transform.rotation.y": return .rotateY(value)
        case "transform.rotation.x": return .rotateX(value)
        case "transform.scale.x": return .scaleX(value)
        case "transform.scale.y": return .scaleY(value)
        case "transform.scale.z": return .scaleZ(value)
        default: return nil
        }
    }

    /// The layer's `transform` list when no animation applies: its helper pieces, then its model list.
    static func modelTransform(of layer: Layer, model: LayerModel) -> TransformList {
        let used = transformPieces.filter { name in layer.properties.contains { $0.name == name } }
        return TransformList(used.compactMap { piece($0, model.value($0).x) } + model.transform.functions)
    }

    /// The CSS `transform` animation of a `transform` track between `prefix` and `suffix`.
    private func transformAnimations(
        for placed: TrackPlacement, keyPath: String, size: Value, prefix: [TransformFunction],
        suffix: [TransformFunction]
    ) throws(ExportError) -> (animations: [WebAnimation], approximations: [Approximation]) {
        let track = placed.track
        let wrap = { (functions: [TransformFunction]) -> [CSSDeclaration] in
            [CSSDeclaration("transform", TransformList(prefix + functions + suffix).cssText)]
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
        let isSpring: Bool = {
            if case .spring? = whole { return true } else { return false }
        }()
        let budget = isSpring ? bound / 2 : bound
        var sampled = 0
        var largest = 0.0
        let sample = { (start: Double, end: Double) throws(ExportError) -> [WebKeyframe] in
            let curve: (Double) -> [Double] = {
                Self.scalingTranslation(probe(start + (end - start) * $0), by: 1 / extent)
            }
            guard let fit = PolylineFit(tolerance: budget, curve: curve) else {
                throw self.failure(
                    placed.layer, keyPath,
                    "its matrices need more than \(PolylineFit.maximumPoints) keyframes to stay within \(WebNumber.text(self.tolerance.points)) points"
                )
            }
            sampled += fit.inputs.count
            largest = max(largest, fit.largestError * extent)
            return zip(fit.inputs, fit.outputs).map { input, output in
                let matrix = Matrix3D(entries: Self.scalingTranslation(output, by: extent)) ?? .identity
                return WebKeyframe(
                    offset: start + (end - start) * input, easing: "linear",
                    declarations: wrap([.matrix3d(matrix)]))
            }
        }
        if bakes {
            keyframes = try sample(0, 1)
        } else {
            keyframes = try exactTransformFrames(
                lists, context: &context, extent: extent, declarations: { wrap($0.functions) }, sample: sample
            )
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
                    method: bakes
                        ? "the track's timing function (CSS has none for a whole iteration) as \(sampled) matrix3d() keyframes"
                        : "matrix interpolation (Chromium decomposes otherwise) as \(sampled) matrix3d() keyframes",
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

    /// The keyframes of a transform track: each segment that Chromium interpolates exactly as fxkit
    /// does written as its padded lists, any other taken from `sample` (its keyframes between two
    /// key times).
    private func exactTransformFrames(
        _ lists: [TransformList], context: inout KeyframeContext, extent: Double,
        declarations: (TransformList) -> [CSSDeclaration],
        sample: (Double, Double) throws(ExportError) -> [WebKeyframe]
    ) throws(ExportError) -> [WebKeyframe] {
        let track = context.track
        let times = Self.keyTimes(of: track)
        var frames = KeyframeList()
        guard lists.count > 1 else {
            let list = lists.first ?? .none
            frames.add(0, declarations(list))
            frames.add(1, declarations(list))
            return frames.frames
        }
        if track.calculationMode == .discrete {
            return KeyframeList.discrete(lists.map(declarations), keyTimes: times)
        }
        var previousEnd: [CSSDeclaration]?
        for index in 0..<(lists.count - 1) {
            let plan = TransformInterpolation(from: lists[index], to: lists[index + 1])
            let padded = max(lists[index].functions.count, lists[index + 1].functions.count)
            let (start, end) = (times[index], times[index + 1])
            // Chromium stops an extrapolated perspective() at none, where fxkit's 1/d keeps going.
            let overshoots = [track.timingFunction, track.timingFunctions?[index]].contains {
                $0.map(Self.overshoots) ?? false
            }
            let perspective = (lists[index].functions + lists[index + 1].functions).contains {
                if case .perspective = $0 { return true } else { return false }
            }
            guard plan.pairedCount == padded, !plan.list(at: 0.5).functions.contains(where: Self.isMatrix),
                !(overshoots && perspective)
            else {
                let pieces = try sample(start, end)
                if let previousEnd, let first = pieces.first {
                    frames.jump(at: start, from: previousEnd, to: first.declarations)
                }
                for piece in pieces.dropLast() { frames.add(piece.offset, piece.declarations) }
                previousEnd = pieces.last?.declarations
                continue
            }
            let from = plan.list(at: 0)
            if let previousEnd, previousEnd != declarations(from) {
                // The same matrix written for the next segment: a ramp between equal matrices.
                frames.jump(at: start, from: previousEnd, to: declarations(from))
            }
            let function = track.timingFunctions?[index]
            if let steps = KeyframeList.steps(of: function) {
                frames.add(start, declarations(from))
                for jump in 0...steps.count {
                    let s = Double(jump) / Double(steps.count)
                    let below = steps.value(at: s, beforeFlag: true)
                    let above = steps.value(at: s)
                    guard above != below else { continue }
                    frames.jump(
                        at: start + (end - start) * s, from: declarations(plan.list(at: below)),
                        to: declarations(plan.list(at: above)))
                }
            } else {
                var easing = "linear"
                if let function {
                    let change = Self.change(lists[index].matrix, lists[index + 1].matrix, extent: extent)
                    easing = try context.easing(
                        function, seconds: (end - start) * track.timing.simpleDuration, scale: change)
                }
                frames.add(start, declarations(from), easing: easing)
            }
            previousEnd = declarations(plan.list(at: 1))
        }
        if let previousEnd { frames.add(times.last ?? 1, previousEnd) }
        return frames.frames
    }

    /// Matrix entries with the translation (`m41`, `m42`, `m43`) multiplied by `factor`.
    static func scalingTranslation(_ entries: [Double], by factor: Double) -> [Double] {
        var scaled = entries
        for index in 12..<15 where scaled.indices.contains(index) { scaled[index] *= factor }
        return scaled
    }

    /// The key times of a transform track: given, or evenly spaced (one more for `discrete`).
    static func keyTimes(of track: Track) -> [Double] {
        let count = track.keyframeCount
        if let given = track.keyTimes { return given }
        if track.calculationMode == .discrete { return (0...count).map { Double($0) / Double(count) } }
        return count < 2 ? [0] : (0..<count).map { Double($0) / Double(count - 1) }
    }

    /// Whether a function is a matrix, which Chromium interpolates by its own decomposition.
    static func isMatrix(_ function: TransformFunction) -> Bool {
        switch function {
        case .matrix, .matrix3d: return true
        default: return false
        }
    }

    /// The largest entry change between two matrices, as points of a corner `extent` away.
    static func change(_ a: Matrix3D, _ b: Matrix3D, extent: Double) -> Double {
        zip(a.entries, b.entries).map { abs($1 - $0) }.max().map { $0 * extent } ?? 0
    }

    /// The steepest change of a track's keyframe matrices per unit of progress, in points.
    static func slope(_ lists: [TransformList], extent: Double) -> Double {
        guard lists.count > 1 else { return 0 }
        let span = 1 / Double(lists.count - 1)
        return (1..<lists.count).map { change(lists[$0 - 1].matrix, lists[$0].matrix, extent: extent) / span }
            .max() ?? 0
    }

    /// The track's matrix entries at a progress of its iteration: its own interpolation and segment
    /// easings, and with `baking` its whole-iteration timing function too.
    func transformProbe(_ placed: TrackPlacement, baking: Bool) throws(ExportError) -> (Double) -> [Double] {
        let track = placed.track
        let duration = track.timing.simpleDuration
        let compiled: CompiledTimeline
        do {
            let alone = try Track(
                transform: track.transforms ?? [], keyTimes: track.keyTimes,
                timingFunctions: track.timingFunctions, timingFunction: baking ? track.timingFunction : nil,
                calculationMode: track.calculationMode,
                timing: MediaTiming(duration: duration, fillMode: .both))
            compiled = CompiledTimeline(
                try Timeline(duration: duration, layers: [Layer(name: "probe", animations: [.track(alone)])]))
        } catch {
            throw failure(placed.layer, track.target.keyPath, "its matrices cannot be sampled: \(error)")
        }
        return { progress in
            let row = compiled.values(at: progress * duration)
            return row.count >= 18 ? Array(row[2..<18]) : Matrix3D.identity.entries
        }
    }
}
