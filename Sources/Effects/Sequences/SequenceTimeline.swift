import EffectsRegistry

/// A played sequence: the steps' timelines laid end to end in one timeline, and the item each
/// layer shows over time.
public struct SequenceTimeline: Hashable, Sendable {
    /// The concatenated timeline: step *k*'s animations begin when step *k − 1* ends; the model
    /// values are the last step's.
    public let timeline: Timeline
    /// The steps in order.
    public let steps: [PlayedStep]

    /// A sequence timeline from its parts; ``EffectSequence/play(_:)`` makes them.
    public init(timeline: Timeline, steps: [PlayedStep]) {
        self.timeline = timeline
        self.steps = steps
    }

    /// The layer names, in the timeline's order.
    public var layerNames: [String] {
        timeline.layers.map(\.name)
    }

    /// The names of the item columns, one per layer: `front.item`.
    public var itemColumnNames: [String] {
        layerNames.map { "\($0).item" }
    }

    /// The step running at `time`: the last one starting at or before it (a step's end belongs to
    /// the next step); the first step before the sequence starts, the last one after it ends.
    public func stepIndex(at time: Double) -> Int? {
        guard !steps.isEmpty else { return nil }
        var low = 0
        var high = steps.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if steps[middle].start <= time { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The item each layer shows at `time`, in layer order; empty for a sequence without steps.
    public func items(at time: Double) -> [Int] {
        stepIndex(at: time).map { steps[$0].items } ?? []
    }

    /// The item the layer `name` shows at `time`, or `nil` when there is no such layer.
    public func item(of name: String, at time: Double) -> Int? {
        guard let index = layerNames.firstIndex(of: name) else { return nil }
        let items = items(at: time)
        return items.indices.contains(index) ? items[index] : nil
    }
}
