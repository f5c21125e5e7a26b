extension ProjectedLayer {
    /// The part of the polygon `corners` (before the divide) in front of the eye, divided:
    /// Sutherland–Hodgman clipping against the one plane w = ``nearPlane``.
    ///
    /// Three to five points for a quadrilateral that reaches the eye, the corners themselves for one
    /// wholly in front, fewer than three for one wholly behind. What a viewer, a renderer and a
    /// browser see of a layer partly behind the eye; its winding says which face shows.
    public static func frontPart(of corners: [HomogeneousPoint]) -> [ViewportPoint] {
        var result: [ViewportPoint] = []
        for (index, current) in corners.enumerated() {
            let next = corners[(index + 1) % corners.count]
            let (inside, nextInside) = (current.w > nearPlane, next.w > nearPlane)
            if inside { result.append(ViewportPoint(x: current.x / current.w, y: current.y / current.w)) }
            guard inside != nextInside else { continue }
            // Where the edge crosses the plane: w = nearPlane there, so the divide is by it.
            let t = (nearPlane - current.w) / (next.w - current.w)
            let x = current.x + t * (next.x - current.x)
            let y = current.y + t * (next.y - current.y)
            result.append(ViewportPoint(x: x / nearPlane, y: y / nearPlane))
        }
        return result
    }

    /// Twice the signed area of the polygon `points` on a screen whose y axis points down: positive
    /// when they run clockwise.
    public static func signedArea(_ points: [ViewportPoint]) -> Double {
        var sum = 0.0
        for (index, point) in points.enumerated() {
            let next = points[(index + 1) % points.count]
            sum += point.x * next.y - next.x * point.y
        }
        return sum
    }
}
