/// A compiled timeline's rows are its own: `t`, `progress`, then every sampled component.
extension CompiledTimeline: RowSource {
    /// Writes the row at `time` and `progress` as ``sample(at:progress:into:)`` does; needs no
    /// scratch.
    public func fill(
        _ row: UnsafeMutableBufferPointer<Double>, scratch: UnsafeMutableBufferPointer<Double>, time: Double,
        progress: Double
    ) {
        sample(at: time, progress: progress, into: row)
    }

    /// The timeline without the tracks that write none of `kept`
    /// (``keepingTracks(writingTo:)``).
    public func keeping(columns kept: Set<Int>) -> CompiledTimeline {
        keepingTracks(writingTo: kept)
    }
}
