import EffectsRegistry

/// A `transform` track's matrices: sampled, measured in points, scaled for fitting.
extension WebExporter {
    /// Matrix entries with the translation (`m41`, `m42`, `m43`) multiplied by `factor`.
    static func scalingTranslation(_ entries: [Double], by factor: Double) -> [Double] {
        var scaled = entries
        for index in 12..<15 where scaled.indices.contains(index) { scaled[index] *= factor }
        return scaled
    }

    /// The largest entry change between two matrices, as points of a corner `extent` away.
    static func change(_ a: Matrix3D, _ b: Matrix3D, extent: Double) -> Double {
        zip(a.entries, b.entries).map { abs($1 - $0) }.max().map { $0 * extent } ?? 0
    }

    /// The steepest change of a track's keyframe matrices per unit of progress, in points.
    static func slope(_ lists: [TransformList], extent: Double) -> Double {
        guard lists.count > 1 else { return 0 }
        let span = 1 / Double(lists.count - 1)
        return (1..<lists.count).map { change(lists[$0 - 1].matrix, lists[$0].matrix, extent: extent) / span }
            .max() ?? 0
    }

    /// The track's matrix entries at a progress of its iteration: its own interpolation and segment
    /// easings, and with `baking` its whole-iteration timing function too.
    func transformProbe(_ placed: TrackPlacement, baking: Bool) throws(InterchangeError) -> (Double) ->
        [Double]
    {
        let track = placed.track
        let duration = track.timing.simpleDuration
        let compiled: CompiledTimeline
        do {
            let alone = try Track(
                transform: track.transforms ?? [], keyTimes: track.keyTimes,
                timingFunctions: track.timingFunctions, timingFunction: baking ? track.timingFunction : nil,
                calculationMode: track.calculationMode,
                timing: MediaTiming(duration: duration, fillMode: .both))
            compiled = CompiledTimeline(
                try Timeline(duration: duration, layers: [Layer(name: "probe", animations: [.track(alone)])]))
        } catch {
            throw failure(placed.layer, track.target.keyPath, "its matrices cannot be sampled: \(error)")
        }
        return { progress in
            let row = compiled.values(at: progress * duration)
            return row.count >= 18 ? Array(row[2..<18]) : Matrix3D.identity.entries
        }
    }
}
