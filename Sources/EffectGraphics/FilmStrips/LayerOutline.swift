import EffectsRegistry

/// The shape a layer is drawn as, in viewport points.
///
/// - An axis-aligned rectangle (no rotation, skew or perspective turn) is a ``rectangle``, its
///   corner radius scaled with it.
/// - Any other parallelogram (a 2D transform, or a 3D one seen without perspective) is the image of
///   the bounds under an affine map, which takes Bézier curves to Bézier curves: a rounded one is a
///   ``roundedPath`` whose corners are exact, a square-cornered one a ``polygon``.
/// - A general quadrilateral (perspective) is a ``polygon`` of its four corners: its corner radius is
///   dropped, since its corners are no longer Bézier curves.
/// - A layer partly behind the eye is cut at the plane w = ``nearPlane`` (a thousandth of the way
///   from the eye): the ``cut`` polygon of what lies in front, three to five corners, square. A layer
///   wholly behind the eye has no outline.
enum LayerOutline: Equatable, Sendable {
    /// `x`, `y`, `width`, `height` and the corner radii, as SVG's `rect` takes them.
    case rectangle(x: Double, y: Double, width: Double, height: Double, rx: Double, ry: Double)
    /// A polygon through these points, in order.
    case polygon([ViewportPoint])
    /// The polygon of the part of a layer in front of the eye, which may reach far off screen.
    case cut([ViewportPoint])
    /// A closed path of lines and cubic curves, starting at `start`: the rounded bounds mapped onto
    /// the parallelogram `corners`.
    case roundedPath(corners: [ViewportPoint], start: ViewportPoint, segments: [PathSegment])

    /// One piece of a ``roundedPath``.
    enum PathSegment: Equatable, Sendable {
        /// A straight line to a point.
        case line(ViewportPoint)
        /// A cubic Bézier curve through two control points to a point.
        case curve(ViewportPoint, ViewportPoint, ViewportPoint)
    }

    /// Where a layer is cut when it reaches the eye: the w below which a point counts as behind it.
    static let nearPlane = ProjectedLayer.nearPlane

    /// The four corners of a rectangle, a rounded parallelogram or a four-cornered polygon, top-left
    /// first; nil for a layer cut at the eye.
    var quadrilateral: [ViewportPoint]? {
        switch self {
        case .rectangle: points
        case .polygon(let points): points.count == 4 ? points : nil
        case .cut: nil
        case .roundedPath(let corners, _, _): corners
        }
    }

    /// Every point the outline passes through or is controlled by (for its extent and centroid).
    var points: [ViewportPoint] {
        switch self {
        case .rectangle(let x, let y, let width, let height, _, _):
            [
                ViewportPoint(x: x, y: y), ViewportPoint(x: x + width, y: y),
                ViewportPoint(x: x + width, y: y + height), ViewportPoint(x: x, y: y + height),
            ]
        case .polygon(let points), .cut(let points): points
        case .roundedPath(_, let start, let segments):
            [start]
                + segments.map { segment in
                    switch segment {
                    case .line(let point), .curve(_, _, let point): point
                    }
                }
        }
    }
}

extension LayerPose {
    /// The outline the layer is drawn with (see ``LayerOutline``), and whether its front faces the
    /// viewer and it shows; nil when the layer is wholly behind the eye.
    ///
    /// The face and visibility are the sampled columns': the core works them out from the part in
    /// front of the eye for a layer that reaches it (``ProjectedLayer/frontPart(of:)``), the part
    /// drawn here.
    func outline() -> (outline: LayerOutline, isFrontFacing: Bool, isVisible: Bool)? {
        guard homogeneous.contains(where: { !($0.w > LayerOutline.nearPlane) }) else {
            return (quadrilateralOutline(), isFrontFacing, isVisible)
        }
        let front = ProjectedLayer.frontPart(of: homogeneous)
        guard front.count >= 3 else { return nil }
        return (.cut(front), isFrontFacing, isVisible)
    }

    /// The outline of the four projected corners.
    private func quadrilateralOutline() -> LayerOutline {
        guard corners.count == 4 else { return .polygon(corners) }
        let (a, b, c, d) = (corners[0], corners[1], corners[2], corners[3])
        let tolerance = 1e-9 * (1 + corners.map { max($0.x.magnitude, $0.y.magnitude) }.reduce(0, max))
        func same(_ u: Double, _ v: Double) -> Bool { (u - v).magnitude <= tolerance }
        let radius = min(cornerRadius, width / 2, height / 2)
        if same(a.y, b.y) && same(c.y, d.y) && same(a.x, d.x) && same(b.x, c.x) {
            let (across, down) = ((b.x - a.x).magnitude, (d.y - a.y).magnitude)
            return .rectangle(
                x: min(a.x, b.x), y: min(a.y, d.y), width: across, height: down,
                rx: radius > 0 && width > 0 ? radius * across / width : 0,
                ry: radius > 0 && height > 0 ? radius * down / height : 0)
        }
        let isParallelogram = same(a.x + c.x, b.x + d.x) && same(a.y + c.y, b.y + d.y)
        guard isParallelogram, radius > 0 else { return .polygon(corners) }
        return roundedParallelogram(radius: radius)
    }

    /// The rounded bounds mapped by the affine map that takes them to the parallelogram of the
    /// corners (quarter circles as the usual four-point cubic curves).
    private func roundedParallelogram(radius r: Double) -> LayerOutline {
        let origin = corners[0]
        let across = (x: (corners[1].x - origin.x) / width, y: (corners[1].y - origin.y) / width)
        let down = (x: (corners[3].x - origin.x) / height, y: (corners[3].y - origin.y) / height)
        func point(_ u: Double, _ v: Double) -> ViewportPoint {
            ViewportPoint(x: origin.x + u * across.x + v * down.x, y: origin.y + u * across.y + v * down.y)
        }
        // The distance of a quarter circle's control points from its ends, as a fraction of r.
        let k = 0.5522847498307936 * r
        let (w, h) = (width, height)
        return .roundedPath(
            corners: corners, start: point(r, 0),
            segments: [
                .line(point(w - r, 0)), .curve(point(w - r + k, 0), point(w, r - k), point(w, r)),
                .line(point(w, h - r)), .curve(point(w, h - r + k), point(w - r + k, h), point(w - r, h)),
                .line(point(r, h)), .curve(point(r - k, h), point(0, h - r + k), point(0, h - r)),
                .line(point(0, r)), .curve(point(0, r - k), point(r - k, 0), point(r, 0)),
            ])
    }

    /// The centroid of the polygon `points` (the mean of the points when its area is about 0).
    static func centroid(_ points: [ViewportPoint]) -> ViewportPoint {
        guard !points.isEmpty else { return ViewportPoint(x: 0, y: 0) }
        let count = Double(points.count)
        let mean = ViewportPoint(
            x: points.map(\.x).reduce(0, +) / count, y: points.map(\.y).reduce(0, +) / count)
        let area = ProjectedLayer.signedArea(points)
        let extent = points.map { ($0.x - mean.x).magnitude + ($0.y - mean.y).magnitude }.reduce(0, max)
        guard area.magnitude > 1e-9 * extent * extent, area.isFinite else { return mean }
        var (x, y) = (0.0, 0.0)
        for (index, point) in points.enumerated() {
            let next = points[(index + 1) % points.count]
            // Relative to the mean, for precision far from the origin.
            let (px, py, nx, ny) = (point.x - mean.x, point.y - mean.y, next.x - mean.x, next.y - mean.y)
            let cross = px * ny - nx * py
            x += (px + nx) * cross
            y += (py + ny) * cross
        }
        let relativeArea = ProjectedLayer.signedArea(
            points.map { ViewportPoint(x: $0.x - mean.x, y: $0.y - mean.y) })
        return ViewportPoint(x: mean.x + x / (3 * relativeArea), y: mean.y + y / (3 * relativeArea))
    }

    /// The part of the polygon `points` inside the rectangle `0…width × 0…height`: where the label
    /// of a layer cut at the eye goes, since the rest of it may reach thousands of points off screen.
    static func clipped(_ points: [ViewportPoint], width: Double, height: Double) -> [ViewportPoint] {
        // Each edge of the rectangle as a signed distance, inside when not negative.
        let edges: [(ViewportPoint) -> Double] = [{ $0.x }, { width - $0.x }, { $0.y }, { height - $0.y }]
        var polygon = points
        for distance in edges where !polygon.isEmpty {
            var result: [ViewportPoint] = []
            for (index, current) in polygon.enumerated() {
                let next = polygon[(index + 1) % polygon.count]
                let (here, there) = (distance(current), distance(next))
                if here >= 0 { result.append(current) }
                guard (here >= 0) != (there >= 0) else { continue }
                let t = here / (here - there)
                result.append(
                    ViewportPoint(
                        x: current.x + t * (next.x - current.x), y: current.y + t * (next.y - current.y)))
            }
            polygon = result
        }
        return polygon
    }
}
