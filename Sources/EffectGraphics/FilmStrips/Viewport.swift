/// The screen a film strip frame shows, in points (an iPhone's 375 × 667 by default).
public struct Viewport: Equatable, Sendable {
    /// The width in points.
    public var width: Double
    /// The height in points.
    public var height: Double

    /// A viewport of the given size.
    public init(width: Double = 375, height: Double = 667) {
        self.width = width
        self.height = height
    }
}
