import EffectsText

/// The layers of one configured effect instance and its nominal duration.
///
/// Sampling covers `0...duration`; progress `p` is the time `p · duration`.
///
/// The layers are the sublayers of one superlayer, the viewport: its bounds are
/// ``viewportSize`` with the origin at the top left, its anchor point is its centre, and its
/// ``sublayerTransform`` (Core Animation's `CALayer.sublayerTransform`, the iOS way to give a scene
/// perspective: `m34 = −1/d`) applies to every layer about that centre (see ``LayerGeometry``).
public struct Timeline: Hashable, Sendable {
    /// The effect's nominal duration in seconds.
    public let duration: Double
    /// The layers, in order (later layers are drawn above earlier ones at equal zPosition).
    public let layers: [Layer]
    /// The viewport's `sublayerTransform`, applied to every layer about the viewport's centre; the
    /// identity unless given.
    public let sublayerTransform: Matrix3D
    /// The viewport's size in points (width, height): where its centre, the point the
    /// ``sublayerTransform`` applies about, lies; the default viewport of ``EffectContext``
    /// (375 × 667) unless given.
    public let viewportSize: Value

    /// A validated timeline: layer names are unique and the duration is finite and not negative.
    public init(duration: Double, layers: [Layer]) throws(TimelineError) {
        try self.init(
            duration: duration, layers: layers, sublayerTransform: .identity,
            viewportSize: EffectContext().viewport)
    }

    /// A validated timeline whose viewport applies `sublayerTransform` to its layers about the centre
    /// of a viewport of `viewportSize` points (width, height).
    ///
    /// - Throws: what ``init(duration:layers:)`` throws; ``TimelineError/nonFinite(what:)`` for a
    ///   transform or size with an entry that is not finite, ``TimelineError/valueCount(keyPath:index:expected:got:)``
    ///   for a size that is not two numbers, ``TimelineError/timing(what:reason:)`` for a negative size.
    public init(
        duration: Double, layers: [Layer], sublayerTransform: Matrix3D, viewportSize: Value
    ) throws(TimelineError) {
        guard duration.isFinite else { throw .nonFinite(what: "the timeline's duration") }
        guard duration >= 0 else {
            throw .timing(
                what: "the timeline's duration",
                reason: "must be 0 or more, got \(NumberText.shortest(duration))")
        }
        guard duration <= Timeline.durationLimit else {
            throw .timing(
                what: "the timeline's duration",
                reason: "must be at most 1e30 s, got \(NumberText.shortest(duration)) s")
        }
        guard sublayerTransform.isFinite else { throw .nonFinite(what: "the timeline's sublayer transform") }
        guard viewportSize.count == 2 else {
            throw .valueCount(keyPath: "viewport size", index: 0, expected: 2, got: viewportSize.count)
        }
        guard viewportSize.isFinite else { throw .nonFinite(what: "the viewport size") }
        guard viewportSize.x >= 0, viewportSize.y >= 0 else {
            throw .timing(
                what: "the viewport size", reason: "must not be negative, got \(viewportSize.shortestText)")
        }
        var names = Set<String>()
        for layer in layers where !names.insert(layer.name).inserted {
            throw .duplicateLayer(layer.name)
        }
        self.duration = duration
        self.layers = layers
        self.sublayerTransform = sublayerTransform
        self.viewportSize = viewportSize
    }

    /// A timeline of the given duration without layers.
    public init(duration: Double) {
        self.duration = duration.isFinite ? max(duration, 0) : 0
        self.layers = []
        self.sublayerTransform = .identity
        self.viewportSize = EffectContext().viewport
    }

    /// The same timeline with another duration or other layers, its ``sublayerTransform`` and
    /// ``viewportSize`` kept (a derived effect rebuilds its base's timeline through this).
    public func replacing(duration: Double? = nil, layers: [Layer]? = nil) throws(TimelineError) -> Timeline {
        try Timeline(
            duration: duration ?? self.duration, layers: layers ?? self.layers,
            sublayerTransform: sublayerTransform, viewportSize: viewportSize)
    }

    /// The column names of the sampled table: `t`, `progress`, then each layer's properties.
    ///
    /// A timeline compiled with geometry (``CompiledTimeline/init(_:geometry:)``) has more; its
    /// ``CompiledTimeline/columnNames`` lists them.
    public var columnNames: [String] {
        ["t", "progress"]
            + layers.flatMap { layer in layer.properties.flatMap { $0.columnNames(layer: layer.name) } }
    }
}
