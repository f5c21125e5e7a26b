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
    /// Whether the track writes its change from the model value, added to what is beneath
    /// (`composite: add`), because its CSS property carries another key path's animation too.
    var writesChange = false

    /// Whether the animation adds to what is beneath: an additive track, or one written as its change.
    var composites: Bool { track.isAdditive || writesChange }

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
        var placement = TrackPlacement(layer: layer, track: track, groups: groups)
        placement.writesChange = writesChange
        return placement
    }
}
