import EffectsCore
import EffectsText

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
        let viewportLimit = 1e6
        guard width >= 1, height >= 1, width <= viewportLimit, height <= viewportLimit else {
            throw .viewportOutOfRange(width: width, height: height, limit: viewportLimit)
        }
        guard width == width.rounded(), height == height.rounded() else {
            throw .fractionalViewport(width: width, height: height)
        }
        let sampler = Sampler(timeline: timeline)
        let analysis = TimelineAnalysis(timeline)
        // Past the limit the analysis stops listing a track's keyframe moments: the fitter would not
        // see the later pieces' corners and could call a wrong piece exact.
        if let cut = analysis.tracks.first(where: {
            LottieExporter.exported.contains($0.track.target.property.name) && $0.keyTimesAreTruncated
        }) {
            throw .tooManyKeyTimes(
                layer: cut.layer, keyPath: cut.track.target.keyPath, limit: PlacedTrack.maximumKeyTimes)
        }
        let boundaries = LottieExporter.boundaries(analysis, duration: timeline.duration)
        var layers: [(index: Int, json: JSONValue)] = []
        var reports: [LottiePropertyReport] = []
        let budget = LottieSampleBudget()
        // More boundaries than a property may have keyframes could not be fitted in time.
        guard boundaries.count <= LottieFitter.maximumPieces else {
            throw .tooManyMoments(count: boundaries.count, limit: LottieFitter.maximumPieces)
        }
        for (index, layer) in timeline.layers.enumerated() {
            let exported = try LottieLayerExport(
                layer: layer.name, index: index, sampler: sampler, analysis: analysis, context: context,
                options: options, boundaries: boundaries, duration: timeline.duration, budget: budget,
                sublayerTransform: timeline.sublayerTransform)
            layers.append((index, exported.json))
            reports += exported.reports
        }
        let spans = LottieExporter.drawingOrder(
            timeline, sampler: sampler, context: context, boundaries: boundaries)
        let omitted = LottieExporter.omitted(timeline)
        let fps = options.framesPerSecond
        // One set of layers per stretch of drawing order, each shown only during it; Lottie draws its
        // first layer on top, so the last in fxkit's drawing order comes first.
        var lottieLayers: [JSONValue] = []
        for (spanIndex, span) in spans.enumerated() {
            for position in span.order.reversed() {
                guard let layer = layers.first(where: { $0.index == position }) else { continue }
                let number = spanIndex * timeline.layers.count + position + 1
                let last = spanIndex == spans.count - 1
                lottieLayers.append(
                    LottieExporter.shown(
                        layer.json, number: number, from: span.from * fps,
                        to: last ? timeline.duration * fps : span.to * fps))
            }
        }
        let document = JSONValue.object([
            ("v", .string("5.7.0")), ("ver", .number(10000)), ("nm", .string("fxkit export")),
            ("fr", .number(fps)), ("ip", .number(0)), ("op", .number(timeline.duration * fps)),
            ("w", .number(width)), ("h", .number(height)), ("ddd", .number(0)), ("assets", .array([])),
            ("layers", .array(lottieLayers)),
            ("meta", .object([("g", .string("fxkit"))])),
            (
                "fxkit",
                LottieExporter.metadata(
                    reports, omitted: omitted, spans: spans, names: timeline.layers.map(\.name),
                    options: options)
            ),
        ])
        let tracks = analysis.tracks.map { placed in
            let property = placed.track.target.property.name
            let driven = reports.filter {
                $0.layer == placed.layer && LottieChannel.properties(driving: $0.property).contains(property)
            }
            return LottieTrackReport(
                layer: placed.layer, keyPath: placed.track.target.keyPath,
                isExact: driven.allSatisfy(\.isExact))
        }
        return LottieExport(text: document.text(), properties: reports, tracks: tracks, omitted: omitted)
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
        timeline.layers.flatMap { layer in
            layer.properties.filter { !exported.contains($0.name) }.map { "\(layer.name).\($0.name)" }
        }
    }

    /// The fxkit properties the export writes.
    static let exported: Set<String> = [
        "position", "anchorPoint", "bounds.size", "opacity", "transform.rotation", "transform.rotation.x",
        "transform.rotation.y", "transform.scale", "transform.scale.x", "transform.scale.y",
        "transform.translation", "cornerRadius", "zPosition", "transform", "transform.scale.z",
        "transform.translation.z", "anchorPointZ", "hidden", "doubleSided",
    ]

    /// A layer's JSON with its own number (`ind`) and shown from frame `from` to `to` (`ip`, `op`).
    private static func shown(_ layer: JSONValue, number: Int, from: Double, to: Double) -> JSONValue {
        guard case .object(let members) = layer else { return layer }
        return .object(
            members.map { key, value in
                switch key {
                case "ind": return (key, .number(Double(number)))
                case "ip": return (key, .number(from))
                case "op": return (key, .number(to))
                default: return (key, value)
                }
            })
    }

    private static func metadata(
        _ reports: [LottiePropertyReport], omitted: [String], spans: [OrderSpan], names: [String],
        options: LottieExportOptions
    ) -> JSONValue {
        let approximated = reports.filter { !$0.isExact }.map {
            JSONValue.string("\($0.layer).\($0.property)")
        }
        return .object([
            ("exact", .bool(approximated.isEmpty)),
            (
                "tolerance",
                .object([
                    ("points", .number(options.tolerance.points)),
                    ("unitless", .number(options.tolerance.unitless)),
                ])
            ),
            ("approximated", .array(approximated)),
            ("omitted", .array(omitted.map { .string($0) })),
            // The drawing order of each stretch, bottom layer first: its layers' copies show then.
            (
                "drawingOrder",
                .array(
                    spans.map { span in
                        .object([
                            ("from", .number(span.from)),
                            (
                                "layers",
                                .array(
                                    span.order.map { names.indices.contains($0) ? .string(names[$0]) : .null }
                                )
                            ),
                        ])
                    })
            ),
        ])
    }
}
