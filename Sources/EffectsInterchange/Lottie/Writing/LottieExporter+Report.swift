import EffectsRegistry

/// The Lottie export's per-track report, from the properties it wrote.
extension LottieExporter {
    /// Why a property is left out: a Lottie layer here is its box's rectangle, moved and faded.
    static let skipReason =
        "the Lottie export writes a layer's geometry, opacity and background colour only (its border and shadow are not drawn)"

    /// Every track (one entry per layer and key path, in the analysis's order): left out when its
    /// property is not exported, approximated when a Lottie property it drives is, else exact;
    /// then every model value left out that no track animates.
    static func report(_ timeline: Timeline, analysis: TimelineAnalysis, properties: [LottiePropertyReport])
        -> InterchangeReport
    {
        var names: [String] = []
        var ways: [String: (layer: String, keyPath: String, approximations: [Approximation]?)] = [:]
        for placed in analysis.tracks {
            let (layer, keyPath) = (placed.layer, placed.track.target.keyPath)
            let name = layer + "." + keyPath
            if ways[name] == nil { names.append(name) }
            let approximations = approximations(of: placed, among: properties)
            let known = ways[name]?.approximations ?? []
            ways[name] = (layer, keyPath, approximations.map { known + $0 })
        }
        var tracks = names.compactMap { name -> TrackReport? in
            guard let entry = ways[name] else { return nil }
            let outcome: TrackOutcome =
                entry.approximations.map { $0.isEmpty ? .exact : .approximated($0) }
                ?? .skipped(reason: skipReason)
            return TrackReport(layer: entry.layer, keyPath: entry.keyPath, outcome: outcome)
        }
        for layer in timeline.layers {
            for value in layer.modelValues where !exported.contains(value.target.property.name) {
                let name = layer.name + "." + value.target.keyPath
                guard ways[name] == nil else { continue }
                ways[name] = (layer.name, value.target.keyPath, nil)
                tracks.append(
                    TrackReport(
                        layer: layer.name, keyPath: value.target.keyPath,
                        outcome: .skipped(reason: skipReason),
                        isAnimated: false))
            }
        }
        return InterchangeReport(tracks: tracks)
    }

    /// How the Lottie properties a track drives were approximated, as the track's (empty when all
    /// are exact), or `nil` when the export leaves the track's property out.
    private static func approximations(of placed: PlacedTrack, among properties: [LottiePropertyReport])
        -> [Approximation]?
    {
        let property = placed.track.target.property.name
        guard exported.contains(property) else { return nil }
        let driven = properties.filter {
            // A layer drawn as its projected corners: the path stands for every geometry property.
            $0.layer == placed.layer
                && ($0.property == LottieLayerExport.projectedPath
                    || LottieChannel.properties(driving: $0.property).contains(property))
        }
        return driven.flatMap(\.approximations).map {
            Approximation(
                layer: placed.layer, keyPath: placed.track.target.keyPath, method: $0.method,
                largestError: $0.largestError, tolerance: $0.tolerance)
        }
    }
}
