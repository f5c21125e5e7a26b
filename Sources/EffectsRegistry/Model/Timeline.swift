/// The layers of one configured effect instance and its nominal duration.
///
/// Sampling covers `0...duration`; progress `p` is the time `p · duration`.
public struct Timeline: Hashable, Sendable {
    /// The effect's nominal duration in seconds.
    public let duration: Double
    /// The layers, in order (later layers are drawn above earlier ones at equal zPosition).
    public let layers: [Layer]

    /// A validated timeline: layer names are unique and the duration is finite and not negative.
    public init(duration: Double, layers: [Layer]) throws(TimelineError) {
        guard duration.isFinite else { throw .nonFinite(what: "the timeline's duration") }
        guard duration >= 0 else {
            throw .timing(what: "the timeline's duration", reason: "must be 0 or more, got \(duration)")
        }
        var names = Set<String>()
        for layer in layers where !names.insert(layer.name).inserted {
            throw .duplicateLayer(layer.name)
        }
        self.duration = duration
        self.layers = layers
    }

    /// A timeline of the given duration without layers.
    public init(duration: Double) {
        self.duration = duration.isFinite ? max(duration, 0) : 0
        self.layers = []
    }

    /// The column names of the sampled table: `t`, `progress`, then each layer's properties.
    public var columnNames: [String] {
        ["t", "progress"]
            + layers.flatMap { layer in layer.properties.flatMap { $0.columnNames(layer: layer.name) } }
    }
}
