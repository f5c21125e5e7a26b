import EffectsRegistry

/// A track with what the web export needs of where it plays: its layer and its groups' timings.
///
/// Made from the core's ``PlacedTrack`` (its timeline analysis), or for a track the export rewrites
/// (a cumulative track unrolled into one long iteration).
struct TrackPlacement {
    /// The layer's name.
    let layer: String
    /// The track.
    let track: Track
    /// The enclosing groups' timings, outermost first.
    let groups: [MediaTiming]

    /// The placement the analysis found.
    init(_ placed: PlacedTrack) {
        self.init(layer: placed.layer, track: placed.track, groups: placed.groups)
    }

    /// A placement.
    init(layer: String, track: Track, groups: [MediaTiming]) {
        self.layer = layer
        self.track = track
        self.groups = groups
    }

    /// The same placement with another track.
    func replacing(_ track: Track) -> TrackPlacement {
        TrackPlacement(layer: layer, track: track, groups: groups)
    }
}
