/// What a film strip shows and how large.
struct FilmStripSpec: Equatable, Sendable {
    /// The layers to draw, in the effect's order (later layers draw above earlier ones at equal
    /// zPosition); empty means the layers found in the table's columns.
    var layerNames: [String] = []
    /// The screen each frame shows.
    var viewport = Viewport()
    /// The heading: the effect's name.
    var title: String
    /// The line under the heading: the parameters, may be empty.
    var subtitle: String = ""
    /// The width of one frame in pixels; the height follows the viewport's aspect ratio.
    var frameWidth: Double = 150
    /// How many frames a row holds before the strip wraps.
    var framesPerRow: Int = 6

    /// A film strip titled `title` with the defaults.
    init(title: String) {
        self.title = title
    }
}
