/// A value that jumps when an animation ends: with fill `none` the model value (or what the other
/// animations make of it) shows again, the classic Core Animation surprise.
public struct SnapBack: Hashable, Sendable {
    /// The track whose end makes the jump.
    public let address: TrackAddress
    /// When, in timeline seconds.
    public let time: Double
    /// The property's value just before (rounded to a millionth: the slope times an instant).
    public let from: Value
    /// Its value from then on.
    public let to: Value
}

/// Finds snap-backs by sampling each layer on its own just before and at each track's end, so
/// additive tracks, fill modes, repetitions and the other tracks of the property all count.
struct SnapBackProbe {
    private let layers: [CompiledTimeline]
    /// Rows already sampled, by layer and moment: most tracks of a layer end together.
    private var rows: [Key: (before: [Double], after: [Double])] = [:]
    /// What has been reported, so that two tracks ending together on one property warn once.
    private var reported = Set<Key>()

    private struct Key: Hashable {
        var layer: Int
        var time: Double
        var columns: [String] = []
    }

    init(_ timeline: Timeline) {
        layers = timeline.layers.map { layer in
            CompiledTimeline(
                (try? Timeline(duration: timeline.duration, layers: [layer])) ?? Timeline(duration: 0))
        }
    }

    /// The jump when `placed` ends, if its property's value changes there by more than rounding.
    mutating func snapBack(of placed: PlacedTrack) -> SnapBack? {
        let time = placed.end
        let index = placed.address.layer
        guard time.isFinite, time > 0, layers.indices.contains(index) else { return nil }
        let compiled = layers[index]
        let columns = placed.columns.compactMap { compiled.columnNames.firstIndex(of: $0) }
        guard !columns.isEmpty else { return nil }
        let key = Key(layer: index, time: time)
        let sampled: (before: [Double], after: [Double])
        if let cached = rows[key] {
            sampled = cached
        } else {
            sampled = (compiled.values(at: time - 1e-10 * max(1, time)), compiled.values(at: time))
            rows[key] = sampled
        }
        guard
            columns.allSatisfy({ sampled.before.indices.contains($0) && sampled.after.indices.contains($0) })
        else { return nil }
        let before = columns.map { sampled.before[$0] }
        let after = columns.map { sampled.after[$0] }
        let jumps = zip(before, after).contains { a, b in abs(a - b) > 1e-6 * max(1, abs(a), abs(b)) }
        guard jumps, reported.insert(Key(layer: index, time: time, columns: placed.columns)).inserted,
            let from = Value(components: before.map { ($0 * 1e6).rounded() / 1e6 }),
            let to = Value(components: after)
        else { return nil }
        return SnapBack(address: placed.address, time: time, from: from, to: to)
    }
}
