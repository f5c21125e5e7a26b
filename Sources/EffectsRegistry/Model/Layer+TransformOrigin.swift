extension Layer {
    /// The layer with its transform origin at `origin` and nothing else changed: CSS
    /// `transform-origin`, which moves the point transforms apply about but not the layer.
    ///
    /// `origin` is (x, y) or (x, y, z) in points of the layer's bounds, from its top-left corner
    /// (CSS's lengths; a fraction of the size is `fraction × size`, which the DSL works out). Core
    /// Animation has no such property: the point transforms apply about is the anchor point, and
    /// moving it moves the layer, since the layer is placed by it. So the origin becomes the
    /// matching pair: `anchorPoint = (x / width, y / height)` (and `anchorPointZ = z`), and every
    /// `position` model value and non-additive `position` keyframe is shifted by
    /// `(anchorPoint′ − anchorPoint) · size` (every `zPosition` one by `anchorPointZ′ − anchorPointZ`),
    /// which puts each point of the untransformed layer where it was. Additive position tracks add
    /// offsets and are kept as they are.
    ///
    /// - Throws: ``TimelineError/transformOrigin(layer:reason:)`` when the layer has no size
    ///   (`bounds.size` not set, or a width or height of 0 or less), when `bounds.size` or the anchor
    ///   point is animated (the pair would have to change over time), or for an origin that is not 2
    ///   or 3 finite numbers.
    public func withTransformOrigin(_ origin: Value) throws(TimelineError) -> Layer {
        func refuse(_ reason: String) -> TimelineError { .transformOrigin(layer: name, reason: reason) }
        guard origin.count == 2 || origin.count == 3 else {
            throw refuse("must be 2 or 3 numbers (x, y[, z]), got \(origin.count)")
        }
        guard origin.isFinite else { throw refuse("is not a finite number") }
        let tracks = animations.flatMap(\.tracks)
        let animated = Set(tracks.map(\.target.property.name))
        guard !animated.contains("bounds.size") else {
            throw refuse("needs a fixed size, but bounds.size is animated")
        }
        let size = modelValue(of: "bounds.size")
        guard size.x > 0, size.y > 0 else {
            throw refuse("needs the layer's size: set bounds.size to a width and height above 0")
        }
        let movesZ = origin.count == 3
        for property in ["anchorPoint"] + (movesZ ? ["anchorPointZ"] : []) where animated.contains(property) {
            throw refuse("cannot replace \(property), which is animated")
        }
        let anchor = modelValue(of: "anchorPoint")
        let newAnchor = Value(origin.x / size.x, origin.y / size.y)
        let shift = Value(origin.x - anchor.x * size.x, origin.y - anchor.y * size.y)
        let shiftZ = movesZ ? origin.z - modelValue(of: "anchorPointZ").x : 0
        var values = try replacingModel("anchorPoint", with: newAnchor, in: modelValues)
        if movesZ { values = try replacingModel("anchorPointZ", with: Value(origin.z), in: values) }
        values = try shiftingModel("position", by: shift, in: values)
        if shiftZ != 0 { values = try shiftingModel("zPosition", by: Value(shiftZ), in: values) }
        let shifts = ["position": shift, "zPosition": Value(shiftZ)]
        var moved: [Animation] = []
        for animation in animations { moved.append(try Layer.shifting(animation, by: shifts)) }
        return Layer(name: name, modelValues: values, animations: moved)
    }

    /// The model value of `property` (a whole property of numbers): its default with every `set`
    /// of it or of a component applied in order.
    private func modelValue(of property: String) -> Value {
        guard let path = PropertyPath.named(property) else { return Value(0) }
        var value = path.defaultValue
        for model in modelValues where model.target.property == path {
            if let component = model.target.component {
                value = Layer.setting(component, of: value, to: model.value.x)
            } else {
                value = model.value
            }
        }
        return value
    }

    /// `values` without any `set` of `property` or its components, and with one `set` of the whole
    /// of it to `value` where the first of them was (or at the end).
    private func replacingModel(_ property: String, with value: Value, in values: [ModelValue])
        throws(TimelineError) -> [ModelValue]
    {
        guard let path = PropertyPath.named(property) else { return values }
        let replacement = try ModelValue(target: PropertyTarget(path), value: value)
        var result: [ModelValue] = []
        var placed = false
        for model in values {
            guard model.target.property == path else {
                result.append(model)
                continue
            }
            if !placed { result.append(replacement) }
            placed = true
        }
        if !placed { result.append(replacement) }
        return result
    }

    /// `values` with every `set` of `property` (or a component) shifted by `shift`, and a `set` of
    /// each component no `set` covers, at its default plus the shift.
    private func shiftingModel(_ property: String, by shift: Value, in values: [ModelValue])
        throws(TimelineError) -> [ModelValue]
    {
        guard let path = PropertyPath.named(property) else { return values }
        var covered = Set<Int>()
        var result: [ModelValue] = []
        for model in values {
            guard model.target.property == path else {
                result.append(model)
                continue
            }
            if let component = model.target.component {
                covered.insert(component)
                result.append(
                    try ModelValue(target: model.target, value: Value(model.value.x + shift[component])))
            } else {
                covered.formUnion(0..<path.componentCount)
                result.append(try ModelValue(target: model.target, value: model.value + shift))
            }
        }
        let missing = (0..<path.componentCount).filter { !covered.contains($0) && shift[$0] != 0 }
        if missing.count == path.componentCount {
            result.append(try ModelValue(target: PropertyTarget(path), value: path.defaultValue + shift))
        } else {
            for component in missing {
                guard
                    let target = PropertyTarget(
                        keyPath: "\(property).\(Layer.componentName(path, component))")
                else { continue }
                result.append(
                    try ModelValue(
                        target: target, value: Value(path.defaultValue[component] + shift[component])))
            }
        }
        return result
    }

    /// The first name of component `index` of `path` (`x`, `width`).
    private static func componentName(_ path: PropertyPath, _ index: Int) -> String {
        path.componentNames.dropFirst(index).first?.first ?? ""
    }

    /// `value` with component `index` replaced by `number`.
    private static func setting(_ index: Int, of value: Value, to number: Double) -> Value {
        var components = value.components
        guard components.indices.contains(index) else { return value }
        components[index] = number
        return Value(components: components) ?? value
    }

    /// `animation` with the keyframes of every non-additive track on a property of `shifts` moved
    /// by its shift (a component track by that component of it).
    private static func shifting(_ animation: Animation, by shifts: [String: Value]) throws(TimelineError)
        -> Animation
    {
        switch animation {
        case .group(let group):
            var children: [Animation] = []
            for child in group.animations { children.append(try shifting(child, by: shifts)) }
            return .group(try AnimationGroup(timing: group.timing, animations: children))
        case .track(let track):
            guard !track.isAdditive, let shift = shifts[track.target.property.name],
                shift.components.contains(where: { $0 != 0 })
            else { return animation }
            let offset = track.target.component.map { Value(shift[$0]) } ?? shift
            return .track(try track.replacing(values: track.values.map { $0 + offset }))
        }
    }
}
