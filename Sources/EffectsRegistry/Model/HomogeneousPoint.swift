/// A point of the viewport before the homogeneous divide: what clipping at the eye needs, since the
/// divided image of a point at or behind the eye (w ≤ 0) means nothing.
public struct HomogeneousPoint: Hashable, Sendable {
    /// x times w.
    public var x: Double
    /// y times w.
    public var y: Double
    /// The divisor: 1 without perspective, smaller further from the eye, 0 or less behind it.
    public var w: Double

    /// A point before the divide.
    public init(x: Double, y: Double, w: Double) {
        self.x = x
        self.y = y
        self.w = w
    }
}
