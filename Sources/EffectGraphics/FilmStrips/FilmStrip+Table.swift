import EffectsRegistry

extension FilmStrip {
    /// The table a film strip of `timeline` draws: its rows on `grid`, with geometry, after
    /// ``fillingViewport(_:viewport:)``.
    ///
    /// - Throws: ``FilmStripTableError``.
    public static func table(
        of timeline: Timeline, grid: SampleGrid, viewport: EffectContext = EffectContext()
    )
        throws(FilmStripTableError) -> SampleTable
    {
        let filled: Timeline
        do {
            filled = try fillingViewport(timeline, viewport: viewport)
        } catch {
            throw .timeline(error)
        }
        do {
            return try StreamingSampler(CompiledTimeline(filled, geometry: true), grid: grid).table()
        } catch {
            throw .sampler(error)
        }
    }

    /// `timeline` with the film strip's defaults, the drawn ones of ``LayerBoxColumn``: a layer that
    /// neither sets nor animates `position` is centred in `viewport`, and one without `bounds.size`
    /// fills it.
    public static func fillingViewport(_ timeline: Timeline, viewport: EffectContext) throws(TimelineError)
        -> Timeline
    {
        func drawn(_ column: LayerBoxColumn) -> Double { column.drawnDefault(in: viewport) }
        var layers: [Layer] = []
        for layer in timeline.layers {
            let present = Set(layer.properties.map(\.name))
            var defaults: [ModelValue] = []
            if !present.contains("position") {
                defaults.append(
                    try ModelValue(
                        keyPath: "position",
                        value: Value(drawn(.positionX), drawn(.positionY))))
            }
            if !present.contains("bounds.size") {
                defaults.append(
                    try ModelValue(
                        keyPath: "bounds.size", value: Value(drawn(.width), drawn(.height)))
                )
            }
            layers.append(
                defaults.isEmpty
                    ? layer
                    : Layer(
                        name: layer.name, modelValues: defaults + layer.modelValues,
                        animations: layer.animations))
        }
        return try timeline.replacing(layers: layers)
    }
}

/// Why the table of a film strip could not be sampled.
public enum FilmStripTableError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The timeline with the film strip's defaults was refused.
    case timeline(TimelineError)
    /// The sampler refused the grid.
    case sampler(SamplerError)

    /// The underlying error's description.
    public var description: String {
        switch self {
        case .timeline(let error): error.description
        case .sampler(let error): error.description
        }
    }
}
