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
    func transformAnimations(for placed: TrackPlacement, model: LayerModel, layer: Layer)
        throws(InterchangeError)
        -> (animations: [WebAnimation], approximations: [Approximation])
    {
        let keyPath = placed.track.target.keyPath
        guard !placed.track.isCumulative else {
            throw failure(
                placed.layer, keyPath,
                "a cumulative \(keyPath) is not exported yet (browsers ignore iterationComposite)")
        }
        let used = Self.transformPieces.filter { name in layer.properties.contains { $0.name == name } }
        let name = placed.track.target.property.name
        if placed.track.isAdditive {
            // `composite: add` appends the keyframe's list to what is beneath (CSS Transforms 2
            // §16: addition of transform lists is concatenation), so the track applies to a point
            // before the element's own list and every animation earlier in the list: exactly
            // fxkit's additive `transform`. Its keyframes are the track's own lists alone.
            guard name == "transform" else {
                throw failure(
                    placed.layer, keyPath,
                    "an additive \(keyPath) is not exported yet (CSS would append it to the end of the transform list)"
                )
            }
            return try transformAnimations(
                for: placed, keyPath: keyPath, size: model.value("bounds.size"), prefix: [], suffix: [])
        }
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
}
