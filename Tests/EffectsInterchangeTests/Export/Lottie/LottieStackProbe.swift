import EffectGraphics
import EffectsRegistry

/// A point of a whole-file render and the colour it must show: the tint of the layer `fxctl render`
/// draws on top there (lower zPosition first, equal ones in layer order).
///
/// Only points every covering layer covers fully opaquely, away from every rectangle's edge, are
/// probed, so the colour is one layer's and not a blend.
struct LottieStackProbe {
    /// The frame, and the pixel's column and row.
    var frame: Double
    var x: Int
    var y: Int
    /// The layer on top there and its colour, red, green, blue.
    var layer: String
    var colour: [Double]

    /// The probes of `timeline` at `frame`: the centre of each layer's rectangle, where it is clear
    /// which layer is on top.
    static func probes(
        _ timeline: Timeline, sampler: Sampler, context: EffectContext, frame: Double, fps: Double
    ) -> [LottieStackProbe] {
        let row = sampler.values(at: frame / fps)
        let names = timeline.layers.map(\.name)
        let poses = names.map {
            LottieExpectedPose(layer: $0, row: row, columns: sampler.columnNames, context: context)
        }
        let depths = names.map { name in
            sampler.columnNames.firstIndex(of: "\(name).zPosition").map { row[$0] } ?? 0
        }
        let order = names.indices.sorted { depths[$0] != depths[$1] ? depths[$0] < depths[$1] : $0 < $1 }
        var probes: [LottieStackProbe] = []
        for pose in poses {
            let (x, y) = (Int(pose.centre.0.rounded(.down)), Int(pose.centre.1.rounded(.down)))
            guard x >= 0, y >= 0, x < Int(context.viewportWidth), y < Int(context.viewportHeight) else {
                continue
            }
            let point = (Double(x) + 0.5, Double(y) + 0.5)
            var top: Int?
            var clear = true
            for index in order {
                switch poses[index].covers(point, margin: 2) {
                case .inside:
                    if poses[index].opacity < 1 { clear = false }
                    top = index
                case .edge: clear = false
                case .outside: break
                }
            }
            guard clear, let top else { continue }
            let tint = Palette.tints[top % Palette.tints.count]
            probes.append(
                LottieStackProbe(
                    frame: frame, x: x, y: y, layer: names[top], colour: LottieStackProbe.rgb(tint)))
        }
        return probes
    }

    /// `#rrggbb` as red, green, blue in 0...255.
    static func rgb(_ hex: String) -> [Double] {
        let digits = Array(hex.dropFirst())
        return stride(from: 0, to: 6, by: 2).map { start in
            Double(UInt8(String(digits[start..<start + 2]), radix: 16) ?? 0)
        }
    }
}

extension LottieExpectedPose {
    /// Where a point lies against the rectangle: inside it, within `margin` points of its edge, or
    /// outside.
    enum Cover { case inside, edge, outside }

    /// Where `point` (viewport points) lies against the rectangle, found by undoing the matrix.
    func covers(_ point: (Double, Double), margin: Double) -> Cover {
        let (a, b, c, d, e, f) = (matrix[0], matrix[1], matrix[2], matrix[3], matrix[4], matrix[5])
        let determinant = a * e - b * d
        guard abs(determinant) > 1e-12 else { return .outside }
        let (px, py) = (point.0 - c, point.1 - f)
        let x = (e * px - b * py) / determinant
        let y = (a * py - d * px) / determinant
        // The margin in the layer's own units, for a layer scaled up or down.
        let scale = max(abs(determinant).squareRoot(), 1e-9)
        let inset = margin / scale
        if x > inset && x < width - inset && y > inset && y < height - inset { return .inside }
        if x > -inset && x < width + inset && y > -inset && y < height + inset { return .edge }
        return .outside
    }
}
