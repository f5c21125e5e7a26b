import EffectsRegistry

/// Writes an effect's timeline as one Lottie animation: a shape layer per fxkit layer, its
/// rectangle in the colour `fxctl render` gives it, its transform as keyframes.
///
/// Every property is fitted against the sampler itself (see ``LottieFitter``), so what the file
/// says is what `fxctl sample` says: exactly where Lottie's keyframes can hold the curve, within
/// the tolerance elsewhere, and the report says which is which.
public enum LottieExporter {
    /// The animation of `timeline` in a viewport of `context`.
    public static func export(
        _ timeline: Timeline, context: EffectContext = EffectContext(),
        options: LottieExportOptions = LottieExportOptions()
    ) throws(LottieExportError) -> LottieExport {
        try options.validate()
        let width = context.viewportWidth
        let height = context.viewportHeight
        guard width.isFinite, height.isFinite, width == width.rounded(), height == height.rounded(),
            width >= 1,
            height >= 1, width <= 1e6, height <= 1e6
        else { throw .fractionalViewport(width: width, height: height) }
        let sampler = Sampler(timeline: timeline)
        let analysis = TimelineAnalysis(timeline)
        let boundaries = LottieExporter.boundaries(analysis, duration: timeline.duration)
        var layers: [(index: Int, json: JSONValue)] = []
        var reports: [LottiePropertyReport] = []
        let budget = LottieSampleBudget()
        guard boundaries.count <= LottieFitter.maximumPieces else {
            throw .tooManyKeyframes(
                layer: timeline.layers.first?.name ?? "", property: "ks", limit: LottieFitter.maximumPieces)
        }
        for (index, layer) in timeline.layers.enumerated() {
            let exported = try LottieLayerExport(
                layer: layer.name, index: index, sampler: sampler, analysis: analysis, context: context,
                options: options, boundaries: boundaries, duration: timeline.duration, budget: budget)
            layers.append((index, exported.json))
            reports += exported.reports
        }
        let order = LottieExporter.drawingOrder(timeline, sampler: sampler, context: context)
        let omitted = LottieExporter.omitted(timeline)
        let frames = timeline.duration * options.framesPerSecond
        let document = JSONValue.object([
            ("v", .string("5.7.0")), ("ver", .number(10000)), ("nm", .string("fxkit export")),
            ("fr", .number(options.framesPerSecond)), ("ip", .number(0)), ("op", .number(frames)),
            ("w", .number(width)), ("h", .number(height)), ("ddd", .number(0)), ("assets", .array([])),
            // Lottie draws its first layer on top: the last in fxkit's drawing order comes first.
            (
                "layers",
                .array(
                    order.order.reversed().compactMap { position in
                        layers.first { $0.index == position }?.json
                    })
            ),
            ("meta", .object([("g", .string("fxkit"))])),
            ("fxkit", LottieExporter.metadata(reports, omitted: omitted + order.notes, options: options)),
        ])
        return LottieExport(text: document.text(), properties: reports, omitted: omitted + order.notes)
    }

    /// Every moment where a track may change segment, iteration or activity, with 0 and the
    /// duration: the keyframe marks of the timeline analysis plus each track's begin and end.
    static func boundaries(_ analysis: TimelineAnalysis, duration: Double) -> [Double] {
        var times = [0, duration] + analysis.keyframeMarks
        for track in analysis.tracks {
            times += [track.begin, track.end, track.unclippedEnd].filter(\.isFinite)
        }
        var result: [Double] = []
        for time in times.map({ min(max($0, 0), duration) }).sorted()
        where result.last.map({ time - $0 > 1e-12 * max(1, duration) }) ?? true {
            result.append(time)
        }
        return result
    }

    /// The fxkit properties with no place in the export: everything but the geometry and opacity.
    static func omitted(_ timeline: Timeline) -> [String] {
        let exported: Set<String> = [
            "position", "anchorPoint", "bounds.size", "opacity", "transform.rotation", "transform.rotation.x",
            "transform.rotation.y", "transform.scale", "transform.scale.x", "transform.scale.y",
            "transform.translation", "cornerRadius", "zPosition",
        ]
        return timeline.layers.flatMap { layer in
            layer.properties.filter { !exported.contains($0.name) }.map { "\(layer.name).\($0.name)" }
        }
    }

    private static func metadata(
        _ reports: [LottiePropertyReport], omitted: [String], options: LottieExportOptions
    ) -> JSONValue {
        let approximated = reports.filter { !$0.isExact }.map {
            JSONValue.string("\($0.layer).\($0.property)")
        }
        return .object([
            ("exact", .bool(approximated.isEmpty)),
            (
                "tolerance",
                .object([
                    ("points", .number(options.pointTolerance)), ("unitless", .number(options.unitTolerance)),
                ])
            ),
            ("approximated", .array(approximated)),
            ("omitted", .array(omitted.map { .string($0) })),
        ])
    }
}
