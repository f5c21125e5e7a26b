import EffectsInterchange

extension WebExporter {
    /// The report of the animations written: each track once, in their order, with the
    /// approximations made for it.
    static func report(_ animations: [WebAnimation], approximations: [Approximation]) -> InterchangeReport {
        var seen = Set<String>()
        var tracks: [TrackReport] = []
        for animation in animations {
            guard seen.insert(animation.layer + "." + animation.keyPath).inserted else { continue }
            let ways = approximations.filter {
                $0.layer == animation.layer && $0.keyPath == animation.keyPath
            }
            tracks.append(
                TrackReport(
                    layer: animation.layer, keyPath: animation.keyPath,
                    outcome: ways.isEmpty ? .exact : .approximated(ways)))
        }
        return InterchangeReport(tracks: tracks)
    }
}
