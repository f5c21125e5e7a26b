/// A track with where it plays: its layer, its address, and its interval and key times in the
/// timeline's own seconds, after every enclosing group's begin time, speed, offset, repetitions and
/// clipping.
public struct PlacedTrack: Hashable, Sendable {
    /// Where the track sits in the timeline.
    public let address: TrackAddress
    /// The name of the layer the track animates.
    public let layer: String
    /// The track.
    public let track: Track
    /// The timings of the enclosing groups, outermost first.
    public let groups: [MediaTiming]
    /// When the track first plays, in timeline seconds.
    public let begin: Double
    /// When it last stops playing once the groups have clipped it (infinite when it never stops).
    public let end: Double
    /// When it would stop without the groups' clipping.
    public let unclippedEnd: Double
    /// Whether an enclosing group ends before the track does.
    public let isCut: Bool
    /// The duration of the timeline the track is in.
    public let timelineDuration: Double

    /// How many groups enclose it.
    public var depth: Int { groups.count }

    /// `layer.keyPath`, as findings name the track: `front.transform.rotation`.
    public var name: String { layer + "." + track.target.keyPath }

    /// The column names the track writes to: one per component of its target.
    public var columns: [String] {
        let names = track.target.property.columnNames(layer: layer)
        guard let component = track.target.component else { return names }
        return names.indices.contains(component) ? [names[component]] : []
    }
}
