import EffectsRegistry

/// How a layer shows in one frame: the quadrilateral its bounds project to, in viewport points, as
/// the sampled geometry columns give it (``LayerGeometry``: anchor point, position, zPosition, the
/// helper key paths, `transform` and the viewport's `sublayerTransform`), with its face, opacity,
/// corner radius and colour.
struct LayerPose: Equatable, Sendable {
    /// The projected corners: top-left, top-right, bottom-right, bottom-left (the geometry columns,
    /// x / w and y / w).
    var corners: [ViewportPoint]
    /// The same corners before the divide, (x, y, w), from the placement: what clipping at the eye
    /// needs, since a corner with w ≤ 0 is behind the eye and its divided point means nothing.
    var homogeneous: [Homogeneous]
    /// The bounds width, points.
    var width: Double
    /// The bounds height, points.
    var height: Double
    /// Whether the front faces the viewer (the `frontFacing` column).
    var isFrontFacing = true
    /// Whether the layer shows (the `visible` column).
    var isVisible = true
    /// Opacity, 0…1.
    var opacity = 1.0
    /// Drawing order key: lower first.
    var zPosition = 0.0
    /// The corner radius, points of the bounds.
    var cornerRadius = 0.0
    /// The background colour, when the layer has one.
    var backgroundColor: RGBAColor?

    /// A point before the homogeneous divide (the core's, which clips at the eye).
    typealias Homogeneous = HomogeneousPoint

    /// A pose of a layer whose corners are `corners` (x / w, y / w) and `homogeneous` (before the
    /// divide) with bounds `width` × `height`.
    init(corners: [ViewportPoint], homogeneous: [Homogeneous], width: Double, height: Double) {
        self.corners = corners
        self.homogeneous = homogeneous
        self.width = width
        self.height = height
    }

    /// The indexes of `poses` in drawing order: lower zPosition first, ties in layer order.
    ///
    /// Core Animation sorts sibling layers by zPosition alone: it does not split or depth-sort
    /// layers whose planes intersect, and neither does the film strip.
    static func drawingOrder(_ poses: [LayerPose]) -> [Int] {
        poses.indices.sorted { first, second in
            let (a, b) = (poses[first].zPosition, poses[second].zPosition)
            return a != b ? a < b : first < second
        }
    }
}
