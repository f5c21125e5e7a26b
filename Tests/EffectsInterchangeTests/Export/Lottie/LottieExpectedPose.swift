import EffectsRegistry

/// Where `fxctl render` puts a layer at one moment, worked out from the sampler's geometry (not
/// through the exporter's code): the composed matrix the sampler writes (`layer.matrix.m11` …), with
/// render's defaults for a position or size the layer never mentions, placed and projected as
/// ``LayerGeometry`` documents; where the layer sets both, its corners are the sampler's own
/// `layer.corners.…` columns.
struct LottieExpectedPose {
    /// The bounds' corners in the viewport: top-left, top-right, bottom-right, bottom-left.
    var corners: [(Double, Double)]
    /// The bounds' width and height.
    var width: Double
    var height: Double
    /// The opacity, 0...1: 0 while the sampler says the layer does not show (hidden, or its back
    /// turned while single-sided).
    var opacity: Double
    /// The projected centre of the bounds: where render draws the rectangle's middle.
    var centre: (Double, Double)
    /// The sampler's own corners, when the layer sets its position and size (render's defaults are
    /// then the sampler's): what ``corners`` must equal.
    var samplerCorners: [(Double, Double)]?

    /// The pose of `layer` in `row` of a geometry table (``Sampler/init(timeline:geometry:)``) with
    /// `columns`, under the viewport's `sublayerTransform`.
    init(
        layer: String, row: [Double], columns: [String], context: EffectContext,
        sublayerTransform: Matrix3D = .identity
    ) {
        let index = Dictionary(columns.enumerated().map { ($1, $0) }) { first, _ in first }
        self.init(
            layer: layer, row: row, index: index, context: context, sublayerTransform: sublayerTransform)
    }

    /// The pose of `layer` in `row`, its columns found through `index` (column name → position):
    /// for many rows of one table, whose index is made once.
    init(
        layer: String, row: [Double], index: [String: Int], context: EffectContext,
        sublayerTransform: Matrix3D = .identity
    ) {
        func column(_ name: String) -> Double? {
            index["\(layer).\(name)"].map { row[$0] }
        }
        func value(_ name: String, _ fallback: Double) -> Double { column(name) ?? fallback }
        width = value("bounds.size.x", context.viewportWidth)
        height = value("bounds.size.y", context.viewportHeight)
        let identity = Matrix3D.identity.entries
        let composed =
            Matrix3D(
                entries: zip(PropertyPath.matrixSuffixes, identity).map { value("matrix.\($0)", $1) })
            ?? .identity
        var placement = Matrix3D.translation(
            x: -value("anchorPoint.x", 0.5) * width, y: -value("anchorPoint.y", 0.5) * height,
            z: -value("anchorPointZ", 0)
        )
        .concatenating(composed)
        .concatenating(
            .translation(
                x: value("position.x", context.viewportWidth / 2),
                y: value("position.y", context.viewportHeight / 2),
                z: value("zPosition", 0)))
        if !sublayerTransform.isIdentity {
            let (x, y) = (context.viewportWidth / 2, context.viewportHeight / 2)
            placement = placement.concatenating(.translation(x: -x, y: -y, z: 0)).concatenating(
                sublayerTransform
            )
            .concatenating(.translation(x: x, y: y, z: 0))
        }
        func project(_ x: Double, _ y: Double) -> (Double, Double) {
            let image = placement.project(x: x, y: y, z: 0)
            return (image.x / image.w, image.y / image.w)
        }
        corners = [project(0, 0), project(width, 0), project(width, height), project(0, height)]
        centre = project(width / 2, height / 2)
        let shows = value("visible", 1) != 0
        opacity = shows ? min(max(value("opacity", 1), 0), 1) : 0
        if column("position.x") != nil, column("bounds.size.x") != nil {
            samplerCorners = ["topLeft", "topRight", "bottomRight", "bottomLeft"].map {
                (value("corners.\($0).x", .nan), value("corners.\($0).y", .nan))
            }
        }
    }

    /// The affine map through the top-left, top-right and bottom-left corners (x' = a·x + b·y + c,
    /// y' = d·x + e·y + f): the layer's matrix wherever it is flat.
    var matrix: [Double] {
        let (topLeft, topRight, bottomLeft) = (corners[0], corners[1], corners[3])
        let a = (topRight.0 - topLeft.0) / width
        let d = (topRight.1 - topLeft.1) / width
        let b = (bottomLeft.0 - topLeft.0) / height
        let e = (bottomLeft.1 - topLeft.1) / height
        return [a, b, topLeft.0, d, e, topLeft.1]
    }

    /// The bounds' corners through ThorVG's `matrix` (x' = a·x + b·y + c, y' = d·x + e·y + f).
    func corners(_ matrix: [Double]) -> [(Double, Double)] {
        [(0.0, 0.0), (width, 0), (width, height), (0, height)].map { point in
            (
                matrix[0] * point.0 + matrix[1] * point.1 + matrix[2],
                matrix[3] * point.0 + matrix[4] * point.1 + matrix[5]
            )
        }
    }

    /// The axis-aligned box of the corners: x, y, width, height.
    var box: [Double] {
        let xs = corners.map(\.0)
        let ys = corners.map(\.1)
        let (left, top) = (xs.min() ?? 0, ys.min() ?? 0)
        return [left, top, (xs.max() ?? 0) - left, (ys.max() ?? 0) - top]
    }
}
