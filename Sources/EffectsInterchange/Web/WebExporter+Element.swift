import EffectsRegistry

extension WebExporter {
    /// The element of `layer`: a box of its bounds whose top-left corner is moved to the anchor's
    /// place, shifted back by the anchor, turned and scaled about it.
    ///
    /// The box sits at the stage's (or its parent's) origin, `translate` moves it by the position
    /// (plus transform.translation: both are translations outside the rotation and scale), and
    /// `transform: translate(-ax·100%, -ay·100%)` with `transform-origin: 0 0` puts the anchor
    /// point there (the percentages follow the box's size); the individual `rotate` and `scale`
    /// properties, which apply before `transform`, turn and scale about it — as Core Animation
    /// places a layer. A transform places it in px, where `left` and `top` would be laid out on
    /// Chromium's 1/64 px grid.
    func element(for layer: Layer, index: Int, model: LayerModel, animated: Set<String>)
        throws(InterchangeError)
        -> WebElement
    {
        try checkModelValues(of: layer, model: model)
        let style = Self.box(of: layer, model: model) + Self.modelStyle(model)
        return WebElement(
            name: layer.name, index: index, style: style, backgroundColor: Self.background(model),
            columns: try columns(of: layer, model: model, animated: animated))
    }

    /// Refuses a model value the element has no place for (one away from its default).
    private func checkModelValues(of layer: Layer, model: LayerModel) throws(InterchangeError) {
        for property in model.values.keys.sorted()
        where !Self.modelOnlyProperties.contains(property) && !Self.transformPieces.contains(property)
            && !Self.appearanceOnly.contains(property)
        {
            guard let path = PropertyPath.named(property) else { continue }
            if case .failure(let gap) = WebProperty.slots(of: PropertyTarget(path)),
                model.value(property) != path.defaultValue
            {
                throw failure(layer.name, property, gap.reason)
            }
        }
    }

    /// The element's box: absolutely placed at its parent's origin (`translate` moves it to the
    /// position; for CSS transitions, at the position), of the bounds' size, moved back by the
    /// anchor (by margins and `transform-origin` for a layer with a transform, else by `transform`).
    private static func box(of layer: Layer, model: LayerModel) -> [WebDeclaration] {
        let size = model.value("bounds.size")
        let position = model.positionInTranslate ? Value(0, 0) : model.value("position")
        let anchor = model.value("anchorPoint")
        let depth = model.value("anchorPointZ").x
        let style = [
            WebDeclaration("position", "absolute"),
            WebDeclaration("box-sizing", "border-box"),
            WebDeclaration("left", WebProperty.left.text([position.x])),
            WebDeclaration("top", WebProperty.top.text([position.y])),
            WebDeclaration("width", WebProperty.width.text([size.x])),
            WebDeclaration("height", WebProperty.height.text([size.y])),
        ]
        guard usesTransformLayout(layer) else {
            return style + [
                WebDeclaration("transform-origin", "0 0"),
                WebDeclaration(
                    "transform",
                    depth != 0
                        ? "translate3d(\(WebNumber.text(-anchor.x * 100))%, \(WebNumber.text(-anchor.y * 100))%, \(WebNumber.text(-depth))px)"
                        : "translate(\(WebNumber.text(-anchor.x * 100))%, \(WebNumber.text(-anchor.y * 100))%)"
                ),
            ]
        }
        // The anchor as the transform's origin, the box moved back by it: the `transform` list
        // then holds the layer's own list alone, so its keyframes interpolate as fxkit's do.
        return style + [
            WebDeclaration("margin-left", WebProperty.left.text([-anchor.x * size.x])),
            WebDeclaration("margin-top", WebProperty.top.text([-anchor.y * size.y])),
            WebDeclaration(
                "transform-origin",
                "\(WebNumber.text(anchor.x * 100))% \(WebNumber.text(anchor.y * 100))%"
                    + (depth != 0 ? " \(WebNumber.text(depth))px" : "")),
            WebDeclaration("transform", modelTransform(of: layer, model: model).cssText),
        ]
    }

    /// The model values the individual properties hold: position and translation, rotation, scale
    /// and opacity, and hidden, doubleSided and cornerRadius where the layer sets them.
    private static func modelStyle(_ model: LayerModel) -> [WebDeclaration] {
        var style = [
            WebDeclaration("translate", WebProperty.translate.text(model.translate)),
            WebDeclaration("rotate", WebProperty.rotate.text([model.value("transform.rotation").x])),
            WebDeclaration("scale", WebProperty.scale.text([model.value("transform.scale").x])),
            WebDeclaration("opacity", WebProperty.opacity.text([model.value("opacity").x])),
            WebDeclaration("z-index", WebProperty.zIndex(model.value("zPosition").x)),
        ]
        if model.sets("hidden") {
            style.append(WebDeclaration("visibility", WebProperty.visibility.text([model.value("hidden").x])))
        }
        if model.sets("doubleSided") {
            style.append(
                WebDeclaration(
                    "backface-visibility", WebProperty.backfaceVisibility.text([model.value("doubleSided").x])
                ))
        }
        if model.sets("cornerRadius") {
            style.append(
                WebDeclaration(
                    "border-radius", WebProperty.borderRadius.text([model.value("cornerRadius").x])))
        }
        return style
    }

    /// The layer's model background colour as CSS `rgba(…)`, when it sets one.
    private static func background(_ model: LayerModel) -> String? {
        guard model.sets("backgroundColor") else { return nil }
        let color = model.value("backgroundColor")
        let channels = [color.x, color.y, color.z].map { WebNumber.text(($0 * 255).rounded()) }
        return "rgba(\(channels.joined(separator: ", ")), \(WebNumber.text(color.w)))"
    }

    /// Properties whose model value the element shows without a column: the anchor (in
    /// `transform`) and the colour.
    static let modelOnlyProperties: Set<String> = [
        "anchorPoint", "anchorPointZ", "backgroundColor", "transform",
    ]

    /// Whether a layer sets or animates its `transform`: its element then takes the anchor as its
    /// `transform-origin` and margins instead of a translation in `transform`.
    static func usesTransformLayout(_ layer: Layer) -> Bool {
        layer.properties.contains { $0.kind == .transform || transformPieces.contains($0.name) }
    }

    /// The sampled columns of `layer` and where the browser keeps each.
    private func columns(of layer: Layer, model: LayerModel, animated: Set<String>) throws(InterchangeError)
        -> [WebColumn]
    {
        var columns: [(column: WebColumn, property: String)] = []
        for property in layer.properties
        where !Self.modelOnlyProperties.contains(property.name)
            && !Self.transformPieces.contains(property.name) && !Self.appearanceOnly.contains(property.name)
        {
            let slots: [(WebProperty, Int)]
            switch WebProperty.slots(
                of: PropertyTarget(property), positionByLayout: !model.positionInTranslate)
            {
            case .success(let found): slots = found
            case .failure(let gap): throw failure(layer.name, property.name, gap.reason)
            }
            for (name, slot) in zip(property.columnNames(layer: layer.name), slots) {
                let column = WebColumn(
                    name: name, property: slot.0.name, slot: slot.1,
                    factor: slot.0 == .rotate ? Double.pi / 180 : 1)
                columns.append((column, property.name))
            }
        }
        return Self.translateReadings(columns, model: model, animated: animated)
    }
}
