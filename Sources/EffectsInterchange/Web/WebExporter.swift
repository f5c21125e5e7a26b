import EffectsRegistry

/// Writes a timeline in the web's terms: Core Animation's semantics as Web Animations and CSS
/// express them (docs/Export.md has the mapping construct by construct).
///
/// What the web cannot say exactly (springs, spline modes) is approximated within the options'
/// tolerance and listed in ``WebExport/report``; what it cannot say within the tolerance, or what
/// the export does not map yet, is an ``InterchangeError`` naming the layer and key path.
public struct WebExporter: Sendable {
    /// The format the result is meant for: `css` refuses what only Web Animations can say.
    public var format: InterchangeFormat
    /// The viewport and the bound on every approximation.
    public var options: InterchangeOptions
    /// Whether `left` and `top` hold the position, on Chromium's 1/64 px layout grid, instead of
    /// `translate` in px: for CSS transitions, where `left` and `top` changing on their own timings
    /// are two transitions, and one `translate` could be only one.
    var positionByLayout = false

    /// An exporter for `format` (`waapi` and `html` use Web Animations) with `options`.
    public init(format: InterchangeFormat = .waapi, options: InterchangeOptions = InterchangeOptions()) {
        self.format = format
        self.options = options
    }

    /// The bound on every approximation.
    var tolerance: InterchangeTolerance { options.tolerance }

    /// The timeline, in the options' viewport, in the web's terms.
    ///
    /// - Throws: ``InterchangeError`` naming the layer and key path of a track the format cannot
    ///   express, or cannot approximate within the tolerance.
    public func export(_ timeline: Timeline) throws(InterchangeError) -> WebExport {
        // The analysis' placement of every track, without its findings (which probe the timeline).
        var placements: [Int: [TrackPlacement]] = [:]
        for placed in TimelineAnalysis.placedTracks(of: timeline) {
            placements[placed.address.layer, default: []].append(TrackPlacement(placed))
        }
        var elements: [WebElement] = []
        var animations: [WebAnimation] = []
        var approximations: [Approximation] = []
        var skipped: [TrackReport] = []
        for (index, layer) in timeline.layers.enumerated() {
            var model = LayerModel(layer, viewport: options.context)
            if Self.usesTransformLayout(layer) {
                // transform-origin's z moves the layer out by anchorPointZ: translate's z takes it back.
                model.translateZOffset = -model.value("anchorPointZ").x
            }
            var placed = placements[index] ?? []
            (placed, model.positionInTranslate) = try sharingTranslate(
                placed, layer: layer, positionInTranslate: !positionByLayout)
            let animated = Set(placed.map(\.track.target.property.name))
            elements.append(try self.element(for: layer, index: index, model: model, animated: animated))
            if Self.usesTransformLayout(layer),
                let sized = placed.first(where: { $0.track.target.property.name == "bounds.size" })
            {
                throw failure(
                    layer.name, sized.track.target.keyPath,
                    "an animated size on a layer with a transform is not exported yet (its margins are in points)"
                )
            }
            let writers = placed.filter {
                let name = $0.track.target.property.name
                return name == "transform" || Self.transformPieces.contains(name)
            }
            if let first = writers.first,
                let other = writers.first(where: { $0.track.target.keyPath != first.track.target.keyPath })
            {
                throw failure(
                    layer.name, other.track.target.keyPath,
                    "CSS 'transform' carries both \(first.track.target.keyPath) and \(other.track.target.keyPath), and one animation would replace the other"
                )
            }
            skipped += Self.skipped(layer, placed: placed, model: model)
            for track in placed where !Self.appearanceOnly.contains(track.track.target.property.name) {
                let name = track.track.target.property.name
                let written =
                    name == "transform" || Self.transformPieces.contains(name)
                    ? try transformAnimations(for: track, model: model, layer: layer)
                    : try self.animations(for: track, model: model)
                animations += written.animations
                approximations += written.approximations
            }
        }
        var export = WebExport(
            viewportWidth: options.context.viewportWidth, viewportHeight: options.context.viewportHeight,
            duration: timeline.duration, perspective: try perspective(of: timeline), elements: elements,
            animations: animations,
            report: Self.report(animations, approximations: approximations, skipped: skipped),
            approximations: approximations, scope: WebScope(options), drive: options.drive,
            faces: format == .html ? faces(of: timeline) : [])
        export.sourceOmissions = options.sourceOmissions
        export.sourceApproximations = options.sourceApproximations
        export.indexAnimations()
        return export
    }

    /// The viewport's perspective distance: `nil` without a `sublayerTransform`; the CSS
    /// `perspective` of the stage (with `perspective-origin: center`) for one that is a perspective
    /// alone (`m34 = −1/d`), which is exactly Core Animation's sublayerTransform about the centre.
    func perspective(of timeline: Timeline) throws(InterchangeError) -> Double? {
        let matrix = timeline.sublayerTransform
        guard !matrix.isIdentity else { return nil }
        var entries = matrix.entries
        let m34 = entries[11]
        entries[11] = 0
        guard m34 < 0, Matrix3D(entries: entries)?.isIdentity == true else {
            throw failure(
                "", "",
                "only a perspective (m34 = -1/d) maps to the stage's CSS perspective, not this sublayerTransform"
            )
        }
        return -1 / m34
    }

    /// The error for `subject` of `layer` with `reason`, in this exporter's format.
    func failure(_ layer: String, _ keyPath: String, _ reason: String) -> InterchangeError {
        InterchangeError(layer: layer, keyPath: keyPath, format: format, reason: reason)
    }
}

/// A layer's model values, each property's folded from its `set`s over the catalogue's defaults.
struct LayerModel {
    /// The values by property name.
    private(set) var values: [String: Value] = [:]

    /// The model values of `layer`, with fxkit's place and size for a layer that has none: a layer
    /// that never sets or animates its position is centred in `viewport`, one without a size fills
    /// it (``LayerBoxColumn/drawnDefault(in:)``, as the sampler's corners and every drawing).
    init(_ layer: Layer, viewport: EffectContext) {
        self.init(layer)
        let present = Set(layer.properties.map(\.name))
        if !present.contains("position") {
            values["position"] = Value(
                LayerBoxColumn.positionX.drawnDefault(in: viewport),
                LayerBoxColumn.positionY.drawnDefault(in: viewport))
        }
        if !present.contains("bounds.size") {
            values["bounds.size"] = Value(
                LayerBoxColumn.width.drawnDefault(in: viewport),
                LayerBoxColumn.height.drawnDefault(in: viewport))
        }
    }

    /// The model values of `layer` as it sets them.
    init(_ layer: Layer) {
        for model in layer.modelValues {
            if let list = model.transform {
                transform = list
                continue
            }
            var value = values[model.target.property.name] ?? model.target.property.defaultValue
            if let component = model.target.component {
                var components = value.components
                if components.indices.contains(component) { components[component] = model.value.x }
                value = Value(components: components) ?? value
            } else {
                value = model.value
            }
            values[model.target.property.name] = value
        }
    }

    /// The model value of the property named `name`: its `set`, or the catalogue's default.
    func value(_ name: String) -> Value {
        values[name] ?? PropertyPath.named(name)?.defaultValue ?? Value(0)
    }

    /// What the element's `translate` z adds to zPosition and transform.translation.z: the negated
    /// anchorPointZ of a layer whose `transform-origin` carries it, else 0.
    var translateZOffset = 0.0

    /// Whether the element's `translate` carries the position (else `left` and `top` do: for CSS
    /// transitions, or a layer where two tracks of one position component overlap).
    var positionInTranslate = true

    /// The model value of `transform`: its last `set`, or `none`.
    var transform: TransformList = .none

    /// Whether the layer sets the property named `name`.
    func sets(_ name: String) -> Bool { values[name] != nil }
}
