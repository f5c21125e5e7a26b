/// A point in the viewport's coordinates: points from its top-left corner, y pointing down.
public struct ViewportPoint: Hashable, Sendable {
    /// Points to the right of the viewport's left edge.
    public var x: Double
    /// Points below the viewport's top edge.
    public var y: Double

    /// A point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// A layer as the viewer sees it: the quadrilateral its bounds project to, and which way it faces.
///
/// What any renderer's output can be compared with; sampled with geometry, these are the columns
/// `layer.corners.topLeft.x` … `layer.corners.bottomLeft.y`, `layer.frontFacing` and `layer.visible`
/// (``LayerGeometry/columnSuffixes``).
public struct ProjectedLayer: Hashable, Sendable {
    /// The image of the bounds' top-left corner (0, 0).
    public var topLeft: ViewportPoint
    /// The image of the top-right corner (width, 0).
    public var topRight: ViewportPoint
    /// The image of the bottom-right corner (width, height).
    public var bottomRight: ViewportPoint
    /// The image of the bottom-left corner (0, height).
    public var bottomLeft: ViewportPoint
    /// Whether the front of the layer faces the viewer: the corners run clockwise on screen, or the
    /// layer is seen edge-on; for a layer partly behind the eye, its part in front
    /// (``frontPart(of:)``) runs clockwise.
    public var isFrontFacing: Bool
    /// Whether the layer shows: not hidden, facing the viewer unless double-sided, and some of it in
    /// front of the eye (w > ``nearPlane``).
    public var isVisible: Bool

    /// The w at or below which a corner counts as at or behind the eye.
    ///
    /// A thousandth of the way from the eye to the plane z = 0 under a `perspective`. Such a corner is
    /// divided by `nearPlane` instead of its w (see ``LayerGeometry``), and renderers clip there.
    public static let nearPlane = 0.001

    /// A projected layer.
    public init(
        topLeft: ViewportPoint, topRight: ViewportPoint, bottomRight: ViewportPoint,
        bottomLeft: ViewportPoint,
        isFrontFacing: Bool, isVisible: Bool
    ) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
        self.isFrontFacing = isFrontFacing
        self.isVisible = isVisible
    }

    /// Whether the quadrilateral `a b c d` runs clockwise on a screen whose y axis points down: the
    /// cross product of its diagonals (twice its signed area) is not negative, or negative by no
    /// more than 10⁻¹² of the product of the diagonals' lengths — rounding, so that a layer turned
    /// exactly 90° or 270° counts as edge-on whatever the last bits of its cosine say.
    @inline(__always)
    static func runsClockwise(
        _ a: ViewportPoint, _ b: ViewportPoint, _ c: ViewportPoint, _ d: ViewportPoint
    ) -> Bool {
        let first = (x: c.x - a.x, y: c.y - a.y)
        let second = (x: d.x - b.x, y: d.y - b.y)
        let cross = first.x * second.y - first.y * second.x
        guard cross < 0 else { return true }
        // Squared, to compare with the lengths' product without a square root.
        let lengths = (first.x * first.x + first.y * first.y) * (second.x * second.x + second.y * second.y)
        return cross * cross <= 1e-24 * lengths
    }
}
