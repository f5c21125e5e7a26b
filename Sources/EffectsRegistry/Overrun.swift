/// A track still running when the timeline ends: its samples stop before it does.
public struct Overrun: Hashable, Sendable {
    /// The track.
    public let address: TrackAddress
    /// When it stops, in timeline seconds (infinite when it never does).
    public let until: Double
    /// The timeline's duration.
    public let timelineEnd: Double
}
