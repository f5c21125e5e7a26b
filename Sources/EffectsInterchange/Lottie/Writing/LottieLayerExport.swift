import EffectsRegistry
import EffectsText

/// One fxkit layer as a Lottie shape layer: its transform fitted property by property, and a
/// rectangle of its bounds filled with its colour from the film strip.
///
/// Fields come in the order every player reads alike: `ddd` before `ks` (rlottie ignores a rotation
/// otherwise), `st` on every layer (lottie-ios requires it).
struct LottieLayerExport {
    /// The layer as Lottie JSON.
    let json: JSONValue
    /// How each of its properties was exported.
    let reports: [LottiePropertyReport]

    /// Fits and writes layer `index`, named `layer`.
    init(
        layer: String, index: Int, sampler: Sampler, analysis: TimelineAnalysis, options: InterchangeOptions,
        boundaries: [Double], duration: Double, budget: LottieSampleBudget,
        sublayerTransform: Matrix3D = .identity
    ) throws(InterchangeError) {
        let fit = LottieLayerFit(
            layer: layer, sampler: sampler, analysis: analysis, options: options, boundaries: boundaries,
            budget: budget, sublayerTransform: sublayerTransform)
        let (flatness, bent) = try LottieLayerExport.flatness(fit, duration: duration)
        let fill = try LottieLayerExport.fill(fit)
        if let bent {
            // Out of the plane: a plain box is drawn as the path of its projected corners.
            let projected = try LottieLayerExport.projected(
                layer: layer, index: index, fit: fit, fill: fill?.json, options: options, duration: duration,
                refusal: bent)
            self.json = projected.json
            self.reports = [projected.report] + (fill?.reports ?? [])
            return
        }
        var reports: [LottiePropertyReport] = []
        let transform = try LottieLayerExport.transform(fit, reports: &reports)
        let size = try fit.property(.size, scalar: false)
        let centre = try fit.property(.centre, scalar: false)
        let corner = try fit.property(.cornerRadius, scalar: true)
        reports += [size.report, centre.report, corner.report] + (fill?.reports ?? [])
        reports += transform.skew.map { [$0] } ?? []
        if flatness > 0 {
            // Half the point tolerance is the flat map's, the other half the fitting's.
            reports = LottieLayerExport.flattened(
                reports, deviation: flatness, tolerance: options.tolerance.points / 2)
        }
        let frames = duration * options.framesPerSecond
        self.json = .object([
            ("ddd", .number(0)), ("ind", .number(Double(index + 1))), ("ty", .number(4)),
            ("nm", .string(layer)),
            ("sr", .number(1)), ("ks", transform.json), ("ao", .number(0)),
            (
                "shapes",
                .array([
                    LottieLayerExport.rectangle(
                        size: size.json, centre: centre.json, corner: corner.json, fill: fill?.json,
                        index: index)
                ])
            ),
            ("ip", .number(0)), ("op", .number(frames)), ("st", .number(0)), ("bm", .number(0)),
        ])
        self.reports = reports
    }

    /// The fill of a layer with a `backgroundColor`, its colour and opacity fitted, with their
    /// reports; `nil` for one without, which is drawn in its tint.
    private static func fill(_ fit: LottieLayerFit) throws(InterchangeError) -> (
        json: (color: JSONValue, opacity: JSONValue), reports: [LottiePropertyReport]
    )? {
        guard fit.columns.hasBackgroundColor else { return nil }
        let color = try fit.property(.fillColor, scalar: false)
        let opacity = try fit.property(.fillOpacity, scalar: true)
        return ((color.json, opacity.json), [color.report, opacity.report])
    }

    /// The layer's `ks`: anchor, position, scale, rotation and opacity, and skew only where the
    /// transform holds one (files without it stay as they were); the reports of all but skew are
    /// added to `reports`, skew's is returned, as it comes after the rectangle's.
    private static func transform(_ fit: LottieLayerFit, reports: inout [LottiePropertyReport])
        throws(InterchangeError) -> (json: JSONValue, skew: LottiePropertyReport?)
    {
        let position = try fit.position()
        let anchor = try fit.property(.anchor, scalar: false)
        let scale = try fit.property(.scale, scalar: false)
        let rotation = try fit.property(.rotation, scalar: true)
        let skewPieces = try fit.fit(.skew)
        let opacity = try fit.property(.opacity, scalar: true)
        reports += [anchor.report, position.report, scale.report, rotation.report, opacity.report]
        var members: [(String, JSONValue)] = [
            ("a", anchor.json), ("p", position.json), ("s", scale.json), ("r", rotation.json),
            ("o", opacity.json),
        ]
        guard skewPieces.contains(where: { $0.start != [0] || $0.end != [0] }) else {
            return (.object(members), nil)
        }
        let skew = fit.written(skewPieces, of: fit.channel(.skew), scalar: true)
        members += [("sk", skew.json), ("sa", .object([("a", .number(0)), ("k", .number(0))]))]
        return (.object(members), skew.report)
    }

    /// The reports once the flat map itself approximates the projected quad, `deviation` points
    /// from it at worst: nothing it drives is exact.
    private static func flattened(_ reports: [LottiePropertyReport], deviation: Double, tolerance: Double)
        -> [LottiePropertyReport]
    {
        let flat: Set<String> = ["ks.p", "ks.s", "ks.r", "ks.sk"]
        return reports.map { report in
            guard flat.contains(report.property) else { return report }
            return report.flattened(deviation: deviation, tolerance: tolerance)
        }
    }

    /// How far the layer's projected quad comes from a flat map at worst, at every frame, boundary
    /// and midpoint between boundaries: 0 for a layer in the plane; past half the point tolerance
    /// (the other half is the fitting's) the layer is refused, naming what turns it out of the
    /// plane.
    private static func flatness(_ fit: LottieLayerFit, duration: Double) throws(InterchangeError) -> (
        deviation: Double, bent: InterchangeError?
    ) {
        let (layer, columns, options, boundaries) = (fit.layer, fit.columns, fit.options, fit.boundaries)
        // Only perspective bends a quad: without it every placement is affine.
        let perspective =
            columns.sublayerTransform.m14 != 0 || columns.sublayerTransform.m24 != 0
            || columns.sublayerTransform.m34 != 0
        let lists = columns.hasTransformList
        guard perspective || lists else { return (0, nil) }
        let frames = Int(min(max(duration * options.framesPerSecond, 0), 1e6).rounded(.down))
        var times = (0...frames).map { Double($0) / options.framesPerSecond }.filter { $0 < duration }
        times += boundaries + zip(boundaries, boundaries.dropFirst()).map { ($0 + $1) / 2 }
        var worst = (deviation: 0.0, time: 0.0, geometry: LayerGeometry())
        for time in times {
            try fit.budget.spend()
            let row = fit.sample(time)
            let geometry = columns.geometry(row)
            let pose = LottieAffinePose(
                geometry, sublayerTransform: columns.sublayerTransform, viewportSize: columns.viewportSize)
            // A layer that does not show may be anywhere.
            guard pose.isVisible, columns.value(.opacity, row) > 0 else { continue }
            if !(pose.deviation <= worst.deviation) { worst = (pose.deviation, time, geometry) }
        }
        guard worst.deviation <= options.tolerance.points / 2 else {
            let g = worst.geometry
            let keyPath =
                g.rotation.x != 0
                ? "transform.rotation.x"
                : g.rotation.y != 0
                    ? "transform.rotation.y"
                    : !g.transform.is2D
                        ? "transform" : g.translation.z != 0 ? "transform.translation.z" : "zPosition"
            return (
                worst.deviation,
                .notFlat(layer: layer, keyPath: keyPath, time: worst.time, deviation: worst.deviation)
            )
        }
        return (worst.deviation, nil)
    }
}
