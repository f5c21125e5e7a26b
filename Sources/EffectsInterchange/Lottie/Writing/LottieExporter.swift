import EffectsRegistry
import EffectsText

/// Writes an effect's timeline as one Lottie animation: a shape layer per fxkit layer, its
/// rectangle in the colour the film strip gives it, its transform as keyframes.
///
/// Every property is fitted against the sampler itself (see ``LottieFitter``), so what the file
/// says is what the sampler says: exactly where Lottie's keyframes can hold the curve, within
/// the tolerance elsewhere, and the report says which is which.
public enum LottieExporter {
    /// The animation of `timeline` in the options' viewport, at their frame rate and tolerance.
    ///
    /// - Throws: ``InterchangeError`` for a viewport Lottie cannot hold, or a track it cannot
    ///   write within the tolerance and the limits of a file.
    public static func export(_ timeline: Timeline, options: InterchangeOptions = InterchangeOptions())
        throws(InterchangeError) -> LottieExport
    {
        try checkViewport(options.context)
        let sampler = Sampler(timeline: timeline)
        let analysis = TimelineAnalysis(timeline)
        let boundaries = try fittingBoundaries(analysis, duration: timeline.duration)
        try checkFinite(sampler, at: boundaries)
        let (layers, properties) = try fitLayers(
            timeline, sampler: sampler, analysis: analysis, options: options, boundaries: boundaries)
        let spans = LottieExporter.drawingOrder(
            timeline, sampler: sampler, context: options.context, boundaries: boundaries)
        let document = LottieExporter.document(
            timeline, layers: layers, spans: spans, properties: properties, options: options)
        let cleaned = LottieNumbers.cleaned(document)
        if let path = cleaned.firstNonFiniteNumberPath {
            // JSON writes such a number as null, which no player reads as the value meant.
            throw InterchangeError(
                format: .lottie, reason: "the number at \(path) is not finite (an overflow in its arithmetic)"
            )
        }
        return LottieExport(
            text: cleaned.text(), properties: properties,
            report: report(timeline, analysis: analysis, properties: properties))
    }

    /// Refuses a viewport Lottie's integer `w` and `h` cannot hold: below 1 point, above a million,
    /// or fractional.
    private static func checkViewport(_ context: EffectContext) throws(InterchangeError) {
        let width = context.viewportWidth
        let height = context.viewportHeight
        let viewportLimit = 1e6
        guard width >= 1, height >= 1, width <= viewportLimit, height <= viewportLimit else {
            throw .viewportOutOfRange(width: width, height: height, limit: viewportLimit)
        }
        guard width == width.rounded(), height == height.rounded() else {
            throw .fractionalViewport(width: width, height: height)
        }
    }

    /// Refuses an effect with a value that is not finite at a boundary of the fit: an overflow in
    /// a timeline built in Swift (the readers refuse numbers that could overflow), which a fit
    /// would otherwise read as a constant and leave out without a word.
    private static func checkFinite(_ sampler: Sampler, at boundaries: [Double]) throws(InterchangeError) {
        for time in boundaries {
            let row = sampler.values(at: time)
            guard let index = row.firstIndex(where: { !$0.isFinite }) else { continue }
            let column = index < sampler.columnNames.count ? sampler.columnNames[index] : "a column"
            let layer = column.split(separator: ".", maxSplits: 1).first.map(String.init) ?? ""
            throw .nonFinite(layer: layer, property: String(column.dropFirst(layer.count + 1)), time: time)
        }
    }

    /// The moments the fitter cuts every property at (``boundaries(_:duration:)``), once every
    /// track's keyframe moments are known and there are no more of them than a property may hold.
    private static func fittingBoundaries(_ analysis: TimelineAnalysis, duration: Double)
        throws(InterchangeError) -> [Double]
    {
        // Past the limit the analysis stops listing a track's keyframe moments: the fitter would not
        // see the later pieces' corners and could call a wrong piece exact.
        if let cut = analysis.tracks.first(where: {
            LottieExporter.exported.contains($0.track.target.property.name) && $0.keyTimesAreTruncated
        }) {
            throw .tooManyKeyTimes(
                layer: cut.layer, keyPath: cut.track.target.keyPath, limit: PlacedTrack.maximumKeyTimes)
        }
        let boundaries = LottieExporter.boundaries(analysis, duration: duration)
        // More boundaries than a property may have keyframes could not be fitted in time.
        guard boundaries.count <= LottieFitter.maximumPieces else {
            throw .tooManyMoments(count: boundaries.count, limit: LottieFitter.maximumPieces)
        }
        return boundaries
    }

    /// Every layer fitted and written, with how each of its properties was exported.
    private static func fitLayers(
        _ timeline: Timeline, sampler: Sampler, analysis: TimelineAnalysis, options: InterchangeOptions,
        boundaries: [Double]
    ) throws(InterchangeError) -> (layers: [JSONValue], properties: [LottiePropertyReport]) {
        var layers: [JSONValue] = []
        var reports: [LottiePropertyReport] = []
        let budget = LottieSampleBudget(limit: options.sampleBudget)
        for (index, layer) in timeline.layers.enumerated() {
            let exported = try LottieLayerExport(
                layer: layer.name, index: index, sampler: sampler, analysis: analysis, options: options,
                boundaries: boundaries, duration: timeline.duration, budget: budget,
                sublayerTransform: timeline.sublayerTransform)
            layers.append(exported.json)
            reports += exported.reports
        }
        return (layers, reports)
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
        "transform.translation.z", "anchorPointZ", "hidden", "doubleSided", "backgroundColor",
    ]
}
