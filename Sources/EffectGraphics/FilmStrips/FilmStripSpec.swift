import EffectsRegistry

/// What a film strip shows and how large.
public struct FilmStripSpec: Equatable, Sendable {
    /// The layers to draw, in the effect's order (later layers draw above earlier ones at equal
    /// zPosition); empty means the layers found in the table's columns.
    public var layerNames: [String] = []
    /// The screen each frame shows: the viewport the effect was built for.
    public var viewport = EffectContext()
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
}
