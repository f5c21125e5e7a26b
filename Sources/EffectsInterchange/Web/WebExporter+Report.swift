import EffectsRegistry

extension WebExporter {
    /// The report of the animations written: each track once, in their order, with its approximations.
    ///
    /// The tracks and model values left out (``skipped(_:placed:model:)``) follow.
    static func report(_ animations: [WebAnimation], approximations: [Approximation], skipped: [TrackReport])
        -> InterchangeReport
    {
        // Grouped once by track: a filter for each track cost tracks × approximations.
        var byTrack: [[String]: [Approximation]] = [:]
        for approximation in approximations {
            byTrack[[approximation.layer, approximation.keyPath], default: []].append(approximation)
        }
        var seen = Set<[String]>()
        var tracks: [TrackReport] = []
        for animation in animations {
            let name = [animation.layer, animation.keyPath]
            guard seen.insert(name).inserted else { continue }
            let ways = byTrack[name] ?? []
            tracks.append(
                TrackReport(
                    layer: animation.layer, keyPath: animation.keyPath,
                    outcome: ways.isEmpty ? .exact : .approximated(ways)))
        }
        return InterchangeReport(tracks: tracks + skipped)
    }

    /// Why the web export leaves a property out.
    static let skipReason =
        "the web export writes a layer's box, transform, opacity, visibility and corner radius only (browsers interpolate colours premultiplied, in 8 bits a channel, and a CSS shadow is one value of several properties)"

    /// What a layer's element does not show: its animated appearance-only properties (colours,
    /// border, shadow) and the model values of those it sets away from their default, one report
    /// each, so that the export writes the rest with a warning instead of refusing the effect.
    static func skipped(_ layer: Layer, placed: [TrackPlacement], model: LayerModel) -> [TrackReport] {
        var reports: [TrackReport] = []
        var seen = Set<String>()
        for track in placed where appearanceOnly.contains(track.track.target.property.name) {
            let keyPath = track.track.target.keyPath
            guard seen.insert(keyPath).inserted else { continue }
            reports.append(
                TrackReport(layer: layer.name, keyPath: keyPath, outcome: .skipped(reason: skipReason)))
        }
        for name in appearanceOnly.sorted() where name != "backgroundColor" && model.sets(name) {
            guard !placed.contains(where: { $0.track.target.property.name == name }),
                model.value(name) != PropertyPath.named(name)?.defaultValue
            else { continue }
            reports.append(
                TrackReport(
                    layer: layer.name, keyPath: name, outcome: .skipped(reason: skipReason), isAnimated: false
                ))
        }
        return reports
    }

    /// The properties that change how a layer looks but not where it is: left out with a warning
    /// (a model `backgroundColor` is still the element's `background-color`).
    static let appearanceOnly: Set<String> = [
        "backgroundColor", "borderColor", "borderWidth", "shadowOpacity", "shadowRadius", "shadowOffset",
    ]
}
