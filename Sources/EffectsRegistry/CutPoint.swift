/// Where an enclosing group cuts a track short: Core Animation clips a group's children, it does not
/// scale them.
public struct CutPoint: Hashable, Sendable {
    /// The track cut.
    public let address: TrackAddress
    /// When the cut happens, in timeline seconds.
    public let time: Double
    /// How far into its active interval the track got, `0...1`; `nil` when that interval is endless.
    public let fraction: Double?
    /// The track's own value at the cut (before any additive sum or model value).
    public let value: Value
}

extension TimelineAnalysis {
    /// The cut of a track that `isCut`.
    static func cutPoint(of placed: PlacedTrack) -> CutPoint {
        let whole = placed.unclippedEnd - placed.begin
        let played = placed.end - placed.begin
        let fraction = whole.isFinite && whole > 0 ? min(max(played / whole, 0), 1) : nil
        return CutPoint(
            address: placed.address, time: placed.end, fraction: fraction,
            value: value(of: placed, at: placed.end))
    }

    /// The value `placed` alone shows at `time` as if every enclosing group and the track held their
    /// last frame: at a cut, the value the track was cut at.
    static func value(of placed: PlacedTrack, at time: Double) -> Value {
        let track = placed.track
        guard let animation = placed.isolated(holding: true) else {
            return track.values.first ?? Value.zero(count: track.target.valueCount)
        }
        return track.probedValue(of: animation, at: time)
    }
}
