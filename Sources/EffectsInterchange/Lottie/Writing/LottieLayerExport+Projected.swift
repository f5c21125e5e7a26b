import EffectsRegistry
import EffectsText

extension LottieLayerExport {
    /// The Lottie path a projected layer's report names: its shape's path.
    static let projectedPath = "shapes.sh.ks"

    /// A layer turned out of the viewport's plane in perspective, written as a shape.
    ///
    /// The shape is a closed path whose four vertices are the box's projected corners, keyframed at
    /// every frame, in a layer whose transform is the identity. Lottie has no projective transform players agree on, but
    /// every player draws a path's vertices where they are: exact at every frame, and keyed between
    /// frames where the corners moving straight would stray past the tolerance.
    ///
    /// The opacity is keyframed alongside (0 where the layer does not show: hidden, its back
    /// turned when single-sided, or a corner behind the viewer).
    ///
    /// - Throws: `refusal` for a layer that is not a plain box (rounded corners, which four
    ///   vertices cannot draw).
    static func projected(
        layer: String, index: Int, fit: LottieLayerFit, fill: (color: JSONValue, opacity: JSONValue)?,
        options: InterchangeOptions, duration: Double, refusal: InterchangeError
    ) throws(InterchangeError) -> (json: JSONValue, report: LottiePropertyReport) {
        let columns = fit.columns
        let fps = options.framesPerSecond
        let frames = Int(min(max(duration * fps, 0), 1e6).rounded(.up))
        var paths: [JSONValue] = []
        var opacities: [JSONValue] = []
        let linear: [(String, JSONValue)] = [
            ("o", .object([("x", .numbers([0])), ("y", .numbers([0]))])),
            ("i", .object([("x", .numbers([1])), ("y", .numbers([1]))])),
        ]
        let (times, largest) = try Self.keyTimes(
            fit, frames: frames, fps: fps, duration: duration, tolerance: options.tolerance.points)
        for time in times {
            let row = fit.sample(time)
            guard columns.value(.cornerRadius, row) == 0 else { throw refusal }
            let quad = Self.quad(columns, row)
            let shows = quad.visible && columns.value(.hidden, row) == 0
            let path = JSONValue.object([
                ("c", .bool(true)), ("v", .array(quad.corners.map { .numbers([$0.0, $0.1]) })),
                ("i", .array(quad.corners.map { _ in .numbers([0, 0]) })),
                ("o", .array(quad.corners.map { _ in .numbers([0, 0]) })),
            ])
            paths.append(.object([("t", .number(time * fps)), ("s", .array([path]))] + linear))
            let opacity = shows ? min(max(columns.value(.opacity, row), 0), 1) * 100 : 0
            opacities.append(.object([("t", .number(time * fps)), ("s", .numbers([opacity]))] + linear))
        }
        let shape = JSONValue.object([
            ("ty", .string("sh")), ("nm", .string("\(layer) corners")),
            ("ks", .object([("a", .number(1)), ("k", .array(paths))])),
        ])
        let json = JSONValue.object([
            ("ddd", .number(0)), ("ind", .number(Double(index + 1))), ("ty", .number(4)),
            ("nm", .string(layer)),
            ("sr", .number(1)),
            ("ks", identity(opacity: .object([("a", .number(1)), ("k", .array(opacities))]))),
            ("ao", .number(0)), ("shapes", .array([group(shape, fill: fill, index: index)])),
            ("ip", .number(0)), ("op", .number(duration * fps)), ("st", .number(0)), ("bm", .number(0)),
        ])
        let approximation = Approximation(
            layer: layer, keyPath: projectedPath,
            method:
                "the projected corners as a path keyframed at every frame and between (exact at the keys)",
            largestError: largest, tolerance: options.tolerance.points)
        let report = LottiePropertyReport(
            layer: layer, property: projectedPath, keyframeCount: paths.count, approximation: approximation)
        return (json, report)
    }

    /// A key at every frame, and between two frames wherever the corners moving straight would
    /// stray past `tolerance` (halving, at most 2¹⁰ keys a frame); and the largest stray left.
    private static func keyTimes(
        _ fit: LottieLayerFit, frames: Int, fps: Double, duration: Double, tolerance: Double
    ) throws(InterchangeError) -> (times: [Double], largest: Double) {
        let columns = fit.columns
        var largest = 0.0
        var times = [0.0]
        for frame in 1...max(frames, 1) {
            let (start, end) = (times[times.count - 1], min(Double(frame) / fps, duration))
            guard end > start else { continue }
            var pending = [(start, end, 0)]
            var cuts: [Double] = []
            while let (a, b, depth) = pending.popLast() {
                try fit.budget.spend()
                let (qa, qb) = (Self.quad(columns, fit.sample(a)), Self.quad(columns, fit.sample(b)))
                let middle = Self.quad(columns, fit.sample((a + b) / 2)).corners
                let error =
                    zip(middle, zip(qa.corners, qb.corners)).map {
                        hypot($0.0 - ($1.0.0 + $1.1.0) / 2, $0.1 - ($1.0.1 + $1.1.1) / 2)
                    }.max() ?? 0
                if error > tolerance, depth < 10, qa.visible || qb.visible {
                    pending.append(((a + b) / 2, b, depth + 1))
                    pending.append((a, (a + b) / 2, depth + 1))
                } else {
                    largest = max(largest, qa.visible || qb.visible ? error : 0)
                    cuts.append(b)
                }
            }
            times += cuts
        }
        return (times, largest)
    }

    /// The projected corners (top-left, top-right, bottom-right, bottom-left) and whether they show.
    private static func quad(_ columns: LottieLayerColumns, _ row: [Double]) -> (
        corners: [(Double, Double)], visible: Bool
    ) {
        let projected = columns.geometry(row).projected(
            sublayerTransform: columns.sublayerTransform, viewportSize: columns.viewportSize)
        let corners = [projected.topLeft, projected.topRight, projected.bottomRight, projected.bottomLeft]
        return (corners.map { ($0.x, $0.y) }, projected.isVisible)
    }

    /// The identity transform with `opacity`.
    private static func identity(opacity: JSONValue) -> JSONValue {
        .object([
            ("a", .object([("a", .number(0)), ("k", .numbers([0, 0]))])),
            ("p", .object([("a", .number(0)), ("k", .numbers([0, 0]))])),
            ("s", .object([("a", .number(0)), ("k", .numbers([100, 100]))])),
            ("r", .object([("a", .number(0)), ("k", .number(0))])), ("o", opacity),
        ])
    }

    /// The group of the path, filled as the layer's rectangle would be (`fill`, else its tint).
    private static func group(
        _ shape: JSONValue, fill: (color: JSONValue, opacity: JSONValue)?, index: Int
    ) -> JSONValue {
        let rectangle = LottieLayerExport.rectangle(
            size: .numbers([0, 0]), centre: .numbers([0, 0]), corner: .number(0), fill: fill, index: index)
        guard case .object(let members) = rectangle, let items = members.first(where: { $0.0 == "it" }),
            case .array(var list) = items.1, !list.isEmpty
        else { return rectangle }
        // The rectangle's group, its rectangle replaced by the path: the same fill and transform.
        list[0] = shape
        return .object(members.map { $0.0 == "it" ? ("it", .array(list)) : $0 })
    }
}

extension LottiePropertyReport {
    /// The report of a property sampled as `approximation` says, in `keyframeCount` keyframes.
    init(layer: String, property: String, keyframeCount: Int, approximation: Approximation) {
        self.layer = layer
        self.property = property
        self.isExact = false
        self.keyframeCount = keyframeCount
        self.isSplit = false
        self.approximations = [approximation]
    }
}

private func hypot(_ x: Double, _ y: Double) -> Double { (x * x + y * y).squareRoot() }
