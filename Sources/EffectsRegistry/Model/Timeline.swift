/// The layers of one configured effect instance and its nominal duration.
///
/// (Stub: the full model lands with the core model work.)
public struct Timeline: Hashable, Sendable {
    /// The effect's nominal duration in seconds: sampling covers `0...duration`.
    public var duration: Double

    /// A timeline of the given duration.
    public init(duration: Double) {
        self.duration = duration
    }
}
