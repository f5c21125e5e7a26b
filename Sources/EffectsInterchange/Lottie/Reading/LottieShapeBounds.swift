import EffectsRegistry
import Platform

/// The box of a shape layer's content at one frame: the union of its rectangles, ellipses, stars
/// and paths (exact curve extremes), through the transforms of the groups around them, rounded out
/// to whole 64ths of a point.
///
/// The rounding is for the web: Chromium lays a box's width and height out on a grid of 1/64 px,
/// so a box on the grid is drawn at the size the import says, not up to half a step off (a step
/// that the layer's rotation and scale would carry to its far corners).
///
/// Styles (fills, strokes, gradients) do not change the box; modifiers and animation of the shapes
/// themselves are left out with a warning, the box being the content's at the frame read.
struct LottieShapeBounds {
    /// The smallest and largest x and y so far.
    private var low = (x: Double.infinity, y: Double.infinity)
    private var high = (x: -Double.infinity, y: -Double.infinity)
    /// The layer the shapes belong to, for warnings.
    let layer: String
    /// The frame read.
    let frame: Double

    /// The box of `shapes` (a layer's `shapes`) at `frame`.
    static func box(of shapes: LottieValue, at frame: Double, layer: String, skips: inout LottieSkips)
        throws(LottieProblem) -> LottieLayerModel.Box
    {
        var bounds = LottieShapeBounds(layer: layer, frame: frame)
        try bounds.add(shapes, through: .identity, skips: &skips)
        guard bounds.low.x <= bounds.high.x, bounds.low.y <= bounds.high.y else { return .empty }
        let (x, width) = onGrid(bounds.low.x, bounds.high.x)
        let (y, height) = onGrid(bounds.low.y, bounds.high.y)
        return LottieLayerModel.Box(x: x, y: y, width: width, height: height)
    }

    /// The start and length of `low...high` rounded out to whole 64ths (exact in binary floating
    /// point); an empty extent (a point, or a line's thickness) stays empty.
    private static func onGrid(_ low: Double, _ high: Double) -> (start: Double, length: Double) {
        let start = (low * 64).rounded(.down) / 64
        let end = (high * 64).rounded(.up) / 64
        guard high > low, start.isFinite, end.isFinite else { return (low, high - low) }
        return (start, end - start)
    }

    private static let modifiers: Set<String> = ["mm", "rd", "pb", "tw", "zz", "op", "ms"]

    /// Adds the items of a shape list seen through `matrix`.
    private mutating func add(_ list: LottieValue, through matrix: LottieAffine, skips: inout LottieSkips)
        throws(LottieProblem)
    {
        for item in try list.array() where item.member("hd")?.isSet != true {
            guard let type = item.member("ty")?.node.string else { continue }
            switch type {
            case "gr":
                guard let items = item.member("it") else { continue }
                var inner = matrix
                if let tr = try items.array().last(where: { $0.member("ty")?.node.string == "tr" }) {
                    let transform = try LottieTransformReader.read(tr)
                    noteAnimation(
                        [transform.anchor, transform.scale, transform.rotation, transform.skew], tr, &skips)
                    inner = matrix.concatenating(LottieAffine(transform, at: frame))
                }
                try add(items, through: inner, skips: &skips)
            case "rc", "el":
                let centre = try property(item, "p", count: 2, &skips)
                let size = try property(item, "s", count: 2, &skips)
                let (w, h) = (abs(size[0]) / 2, abs(size[1]) / 2)
                for (x, y) in [(-w, -h), (w, -h), (w, h), (-w, h)] {
                    include(matrix.apply(centre[0] + x, centre[1] + y))
                }
            case "sr":
                try addStar(item, through: matrix, skips: &skips)
            case "sh":
                try addPath(item, through: matrix, skips: &skips)
            case "tm":
                skips.add("trim paths", why: "they cut strokes, not the layer's box", layer: layer, at: item)
            case "rp":
                skips.add("repeaters", why: "the box is the content's before copies", layer: layer, at: item)
            case let name where Self.modifiers.contains(name):
                skips.add(
                    "shape modifiers", why: "the box is the shapes' before them", layer: layer, at: item)
            default:
                continue
            }
        }
    }

    /// A shape's property at the frame, with a warning when it animates.
    private func property(_ item: LottieValue, _ key: String, count: Int, _ skips: inout LottieSkips)
        throws(LottieProblem) -> [Double]
    {
        guard let value = item.member(key) else { return Array(repeating: 0, count: count) }
        noteExpression(value, &skips)
        let property = try LottiePropertyReader.read(value, count: count)
        noteAnimation([property], value, &skips)
        return property.value(at: frame)
    }

    private func noteAnimation(_ properties: [LottieProperty], _ at: LottieValue, _ skips: inout LottieSkips)
    {
        if properties.contains(where: \.isAnimated) {
            skips.add(
                "shape animation", why: "a layer's box is its content's at its first frame", layer: layer,
                at: at)
        }
    }

    private func noteExpression(_ value: LottieValue, _ skips: inout LottieSkips) {
        if let expression = value.member("x"), expression.node.string != nil {
            skips.add(
                "expressions", why: "outside the transform they do not move the layer", layer: layer,
                at: expression)
        }
    }

    /// A star or polygon's corners (roundness left aside).
    private mutating func addStar(_ item: LottieValue, through matrix: LottieAffine, skips: inout LottieSkips)
        throws(LottieProblem)
    {
        let centre = try property(item, "p", count: 2, &skips)
        let outer = try property(item, "or", count: 1, &skips)[0]
        let inner =
            item.member("sy")?.node.number == 2 ? outer : try property(item, "ir", count: 1, &skips)[0]
        let points = Int(min(max(try property(item, "pt", count: 1, &skips)[0].rounded(), 1), 1000))
        let rotation = try property(item, "r", count: 1, &skips)[0]
        let corners = item.member("sy")?.node.number == 2 ? points : 2 * points
        for index in 0..<corners {
            let radius = corners == points || index % 2 == 0 ? outer : inner
            let angle = (rotation - 90 + 360 * Double(index) / Double(corners)) * .pi / 180
            include(matrix.apply(centre[0] + radius * Math.cos(angle), centre[1] + radius * Math.sin(angle)))
        }
    }

    /// A path's exact extent: each cubic segment's ends and the extremes between them.
    private mutating func addPath(_ item: LottieValue, through matrix: LottieAffine, skips: inout LottieSkips)
        throws(LottieProblem)
    {
        guard let ks = item.member("ks") else { return }
        noteExpression(ks, &skips)
        let k = try ks.required("k", "the path")
        var shape = k
        if let frames = k.node.array, let first = frames.first, first.members != nil, first["v"] == nil {
            skips.add(
                "path morphs", why: "a layer's box is its content's at its first frame", layer: layer, at: ks)
            var current: LottieValue?
            for keyframe in try k.array() {
                let time = try keyframe.required("t", "the keyframe's time").number()
                if current == nil || time <= frame { current = keyframe }
            }
            guard let start = current?.member("s") else { return }
            shape = start.node.array != nil ? (try start.array().first ?? start) : start
        }
        let vertices = try points(shape, "v")
        let (ins, outs) = (try points(shape, "i"), try points(shape, "o"))
        guard !vertices.isEmpty else { return }
        let closed = shape.member("c")?.isSet ?? false
        let count = closed ? vertices.count : vertices.count - 1
        include(matrix.apply(vertices[0].x, vertices[0].y))
        for index in 0..<count {
            let next = (index + 1) % vertices.count
            let p0 = vertices[index]
            let p3 = vertices[next]
            let out = index < outs.count ? outs[index] : (x: 0.0, y: 0.0)
            let into = next < ins.count ? ins[next] : (x: 0.0, y: 0.0)
            let controls = [p0, (x: p0.x + out.x, y: p0.y + out.y), (x: p3.x + into.x, y: p3.y + into.y), p3]
                .map {
                    matrix.apply($0.x, $0.y)
                }
            for t in Self.extremes(controls) { include(Self.point(controls, t)) }
            include(controls[3])
        }
    }

    /// The points of a path's `v`, `i` or `o`.
    private func points(_ shape: LottieValue, _ key: String) throws(LottieProblem) -> [(x: Double, y: Double)]
    {
        guard let list = shape.member(key) else { return [] }
        var points: [(x: Double, y: Double)] = []
        for point in try list.array() {
            let numbers = try LottiePropertyReader.values(point, count: 2)
            points.append((numbers[0], numbers[1]))
        }
        return points
    }

    /// The parameters in (0, 1) where a cubic's x or y has a turning point.
    static func extremes(_ p: [(x: Double, y: Double)]) -> [Double] {
        var roots: [Double] = []
        for coordinate in [p.map(\.x), p.map(\.y)] {
            // B'(t)/3 = a t² + b t + c.
            let a = -coordinate[0] + 3 * coordinate[1] - 3 * coordinate[2] + coordinate[3]
            let b = 2 * (coordinate[0] - 2 * coordinate[1] + coordinate[2])
            let c = coordinate[1] - coordinate[0]
            if abs(a) < 1e-12 {
                if abs(b) > 1e-12 { roots.append(-c / b) }
                continue
            }
            let discriminant = b * b - 4 * a * c
            guard discriminant >= 0 else { continue }
            let root = discriminant.squareRoot()
            roots += [(-b + root) / (2 * a), (-b - root) / (2 * a)]
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }

    /// The cubic's point at `t`.
    static func point(_ p: [(x: Double, y: Double)], _ t: Double) -> (x: Double, y: Double) {
        let u = 1 - t
        let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        return (
            a * p[0].x + b * p[1].x + c * p[2].x + d * p[3].x,
            a * p[0].y + b * p[1].y + c * p[2].y + d * p[3].y
        )
    }

    private mutating func include(_ point: (x: Double, y: Double)) {
        low = (min(low.x, point.x), min(low.y, point.y))
        high = (max(high.x, point.x), max(high.y, point.y))
    }
}
