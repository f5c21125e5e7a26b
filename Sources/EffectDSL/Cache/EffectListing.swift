import EffectsRegistry

/// What a listing of the effects shows: one row per effect, sorted by name, and the failures the
/// load met, in loading order.
///
/// It is all `fxctl list` prints, so a ``LoadCacheEntry`` keeps it between runs instead of the
/// load itself.
public struct EffectListing: Hashable, Sendable {
    /// One listed effect.
    public struct Row: Hashable, Sendable {
        /// The effect's name.
        public var name: String
        /// Where it comes from, as shown: "built-in", "effects/fade.fx:5", "fxkit:effects/…".
        public var origin: String
        /// Its duration in seconds.
        public var duration: Double
        /// Its one-line summary.
        public var summary: String

        /// A row for the effect `name`.
        public init(name: String, origin: String, duration: Double, summary: String) {
            self.name = name
            self.origin = origin
            self.duration = duration
            self.summary = summary
        }
    }

    /// The effects, sorted by name.
    public var rows: [Row]
    /// What did not load, one entry per file (or effect), in loading order.
    public var failures: [EffectLoadFailure]

    /// A listing of `rows` (sorted here by name) and `failures` (kept in their order).
    public init(rows: [Row], failures: [EffectLoadFailure]) {
        self.rows = rows.sorted { $0.name < $1.name }
        self.failures = failures
    }
}
