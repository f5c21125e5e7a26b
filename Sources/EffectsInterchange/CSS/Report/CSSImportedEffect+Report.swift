import EffectsRegistry

extension CSSImportedEffect {
    /// What the import read of the stylesheet, track by track, in the interchange model every
    /// exporter reports in.
    ///
    /// Every key path the element animates is `.exact`: the import samples as Chromium plays the
    /// original (the import proof, docs/Import.md). Each colour or filter property the keyframes
    /// set is `.skipped(reason:)`, as the `css-properties-skipped` warning says; the warning stays.
    /// The tracks are the timeline's at `parameters` (the defaults when `nil`) in `context`.
    public func report(_ parameters: ParameterValues? = nil, context: EffectContext = EffectContext())
        throws(InterchangeError) -> InterchangeReport
    {
        let timeline: Timeline
        do {
            timeline = try self.timeline(parameters ?? descriptor.defaults(), context: context)
        } catch {
            throw InterchangeError(
                layer: "element", format: .css, direction: .import, reason: error.description)
        }
        var tracks: [TrackReport] = []
        for layer in timeline.layers {
            var seen: Set<String> = []
            for keyPath in layer.animations.flatMap(\.tracks).map(\.target.keyPath)
            where seen.insert(keyPath).inserted {
                tracks.append(TrackReport(layer: layer.name, keyPath: keyPath, outcome: .exact))
            }
        }
        for property in plan.skipped {
            tracks.append(
                TrackReport(
                    layer: timeline.layers.first?.name ?? "element", keyPath: property,
                    outcome: .skipped(reason: Self.skippedReason)))
        }
        return InterchangeReport(tracks: tracks)
    }

    /// Why a colour or filter property is left out.
    static let skippedReason = "not geometry: fxkit samples no colour or filter values"
}

extension CSSImportResult {
    /// The errors that stopped the import, as interchange errors read from CSS (direction
    /// `.import`), each with its position; the diagnostics themselves are unchanged.
    public var errors: [InterchangeError] {
        diagnostics.filter(\.isError).map { diagnostic in
            let start = diagnostic.range.lowerBound
            return InterchangeError(
                format: .css, direction: .import, reason: diagnostic.message,
                location: SourceFileLocation(path: start.file, line: start.line, column: start.column))
        }
    }
}
