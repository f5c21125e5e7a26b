/// The screen a film strip frame shows, in points (an iPhone's 375 × 667 by default).
struct Viewport: Equatable, Sendable {
    /// The width in points.
    var width: Double
    /// The height in points.
    var height: Double

    /// A viewport of the given size.
    init(width: Double = 375, height: Double = 667) {
        self.width = width
        self.height = height
    }
}
