import EffectsRegistry

/// The rows of one layer's timeline sampled so far, by moment.
///
/// A layer's channels are fitted one after another at the same moments (each stretch's nine probes
/// and every frame it spans), and halving a stretch asks again for the quarter points it measured,
/// so most rows are wanted more than once: each is sampled once.
final class LottieRowCache {
    /// The most rows kept; past it the cache starts afresh, so that its memory stays bounded
    /// whatever the effect.
    static let capacity = 1 << 16

    private let compiled: CompiledTimeline
    private var rows: [Double: [Double]] = [:]

    /// An empty cache of `compiled`'s rows.
    init(_ compiled: CompiledTimeline) {
        self.compiled = compiled
    }

    /// The row at `time`, sampled unless it was already.
    func row(at time: Double) -> [Double] {
        if let row = rows[time] { return row }
        let row = compiled.values(at: time)
        if rows.count >= Self.capacity { rows.removeAll(keepingCapacity: true) }
        rows[time] = row
        return row
    }
}
