import EffectsRegistry

/// What a film strip shows and how large.
public struct FilmStripSpec: Equatable, Sendable {
    /// The layers to draw, in the effect's order; empty means the layers found in the table's
    /// columns.
    ///
    /// Layers draw in zPosition order, lowest first, and later layers above earlier ones at equal
    /// zPosition, as Core Animation orders sibling layers: by zPosition alone, without depth-sorting
    /// or splitting layers whose planes intersect in 3D.
    public var layerNames: [String] = []
    /// The screen each frame shows: the viewport the effect was built for.
    public var viewport = EffectContext()
    /// The viewport's `sublayerTransform` (``Timeline/sublayerTransform``), which the table's
    /// geometry was sampled under: the strip needs it to cut a layer where it reaches the eye.
    public var sublayerTransform = Matrix3D.identity
    /// The heading: the effect's name.
    public var title: String
    /// The line under the heading: the parameters, may be empty.
    public var subtitle: String = ""
    /// The width of one frame in pixels; the height follows the viewport's aspect ratio.
    public var frameWidth: Double = 150
    /// How many frames a row holds before the strip wraps.
    public var framesPerRow: Int = 6

    /// A film strip titled `title` with the defaults.
    public init(title: String) {
        self.title = title
    }

    /// A film strip titled `title` of `timeline`'s layers, in its order, under its
    /// `sublayerTransform`, in a viewport of its size.
    public init(title: String, timeline: Timeline) {
        self.title = title
        layerNames = timeline.layers.map(\.name)
        sublayerTransform = timeline.sublayerTransform
        if timeline.viewportSize.count == 2 {
            viewport = EffectContext(
                viewportWidth: timeline.viewportSize.x, viewportHeight: timeline.viewportSize.y)
        }
    }
}
