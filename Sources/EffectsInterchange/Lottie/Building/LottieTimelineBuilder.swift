import EffectsRegistry

/// The timeline of a read animation: its flattened layers built one by one, in a viewport of the
/// animation's size, with the report of every track.
struct LottieTimelineBuilder {
    let document: LottieDocument
    let tolerance: InterchangeTolerance

    /// The timeline, the layers' Lottie names by fxkit name, and the report.
    func build() throws(LottieProblem) -> (
        timeline: Timeline, report: InterchangeReport, placed: [LottiePlacedLayer]
    ) {
        var flattener = LottieFlattener(document: document)
        var placed = try flattener.run()
        var names = LayerNames()
        // Named top first, as the file lists them, so that the first of two alike keeps the plain name.
        for index in placed.indices.reversed() { placed[index].name = names.unique(placed[index].model.name) }
        let duration = (document.outPoint - document.inPoint) / document.frameRate
        var layers: [Layer] = []
        var reports: [TrackReport] = []
        for layer in placed {
            var builder = LottieLayerBuilder(
                layer, duration: duration, tolerance: tolerance, json: document.json)
            layers.append(try builder.layer())
            reports += builder.reports
        }
        do {
            let timeline = try Timeline(
                duration: duration, layers: layers, sublayerTransform: .identity,
                viewportSize: Value(document.width, document.height))
            return (timeline, InterchangeReport(tracks: reports), placed)
        } catch {
            throw LottieProblem(
                message: .lottieRefused(
                    "the layers do not make a timeline: \(error)", at: JSONPath(),
                    hint: "report this file to fxkit's authors"),
                offset: 0, path: JSONPath())
        }
    }
}
