/// What a conversion did with each track: the one report every exporter returns and every
/// importer will.
public struct InterchangeReport: Hashable, Sendable {
    /// One entry per layer and key path, in the effect's order (layer by layer, track by track).
    public let tracks: [TrackReport]

    /// A report of `tracks`.
    public init(tracks: [TrackReport]) {
        self.tracks = tracks
    }

    /// Whether every track was carried exactly: nothing approximated, nothing left out.
    public var isExact: Bool { tracks.allSatisfy { $0.outcome == .exact } }

    /// Every approximation, track by track.
    public var approximations: [Approximation] {
        tracks.flatMap { report -> [Approximation] in
            if case .approximated(let ways) = report.outcome { return ways }
            return []
        }
    }

    /// The tracks carried exactly, as `layer.keyPath`.
    public var exactTracks: [String] { tracks.filter { $0.outcome == .exact }.map(\.name) }

    /// The tracks approximated within the tolerance, as `layer.keyPath`.
    public var approximatedTracks: [String] { tracks.filter(\.isApproximated).map(\.name) }

    /// The tracks and model values left out, as `layer.keyPath`.
    public var skippedTracks: [String] {
        tracks.filter {
            if case .skipped = $0.outcome { return true }
            return false
        }.map(\.name)
    }
}
