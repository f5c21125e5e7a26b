import EffectsRegistry

/// Where `fxctl render` puts a layer at one moment, worked out from the sampler's row on its own
/// (not through the exporter's code), with render's defaults for what the layer never mentions.
struct LottieExpectedPose {
    /// The layer's matrix: x' = a·x + b·y + c, y' = d·x + e·y + f, in viewport points.
    var matrix: [Double]
    /// The bounds' width and height.
    var width: Double
    var height: Double
    /// The opacity, 0...1.
    var opacity: Double

    /// The pose of `layer` in `row` of a table with `columns`.
    init(layer: String, row: [Double], columns: [String], context: EffectContext) {
        func value(_ name: String, _ fallback: Double) -> Double {
            guard let index = columns.firstIndex(of: "\(layer).\(name)") else { return fallback }
            return row[index]
        }
        width = value("bounds.size.x", context.viewportWidth)
        height = value("bounds.size.y", context.viewportHeight)
        let anchorX = value("anchorPoint.x", 0.5) * width
        let anchorY = value("anchorPoint.y", 0.5) * height
        let x = value("position.x", context.viewportWidth / 2) + value("transform.translation.x", 0)
        let y = value("position.y", context.viewportHeight / 2) + value("transform.translation.y", 0)
        let scale = value("transform.scale", 1)
        let scaleX = scale * value("transform.scale.x", 1) * cosine(value("transform.rotation.y", 0))
        let scaleY = scale * value("transform.scale.y", 1) * cosine(value("transform.rotation.x", 0))
        let angle = value("transform.rotation", 0)
        let (c, s) = (cosine(angle), sine(angle))
        let a = c * scaleX
        let b = -s * scaleY
        let d = s * scaleX
        let e = c * scaleY
        matrix = [a, b, x - a * anchorX - b * anchorY, d, e, y - d * anchorX - e * anchorY]
        opacity = min(max(value("opacity", 1), 0), 1)
    }

    /// The bounds' corners through `matrix` (a, b, c, d, e, f first).
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
        let points = corners(matrix)
        let xs = points.map(\.0)
        let ys = points.map(\.1)
        let (left, top) = (xs.min() ?? 0, ys.min() ?? 0)
        return [left, top, (xs.max() ?? 0) - left, (ys.max() ?? 0) - top]
    }

    /// The centre of the bounds in the viewport: where render draws the rectangle's middle.
    var centre: (Double, Double) {
        (
            matrix[0] * width / 2 + matrix[1] * height / 2 + matrix[2],
            matrix[3] * width / 2 + matrix[4] * height / 2 + matrix[5]
        )
    }
}

private func cosine(_ angle: Double) -> Double { Math.cos(angle) }
private func sine(_ angle: Double) -> Double { Math.sin(angle) }
