import EffectsRegistry

/// A track of a timeline with where it sits: its layer, how deep in groups, and when it plays in
/// the timeline's own time.
struct PlacedTrack: Sendable {
    /// The layer the track animates.
    var layer: String
    /// The track.
    var track: Track
    /// How many groups enclose it.
    var depth: Int
    /// When its active interval starts, in timeline seconds.
    var begin: Double
    /// When its active interval ends once the enclosing groups have clipped it (may be infinite).
    var end: Double
    /// When it would end without the groups' clipping.
    var unclippedEnd: Double

    /// Whether an enclosing group ends before the track does.
    var isCut: Bool {
        unclippedEnd.isFinite ? unclippedEnd - end > 1e-9 * max(1, abs(end)) : end.isFinite
    }

    /// The column names the track writes to: one per component of its target.
    var columns: [String] {
        let names = track.target.property.columnNames(layer: layer)
        guard let component = track.target.component else { return names }
        return names.indices.contains(component) ? [names[component]] : []
    }

    /// Every track of `timeline`, layer by layer, in application order.
    static func all(in timeline: Timeline) -> [PlacedTrack] {
        var placed: [PlacedTrack] = []
        for layer in timeline.layers {
            for animation in layer.animations {
                collect(animation, layer: layer.name, depth: 0, into: &placed)
            }
        }
        return placed
    }

    /// Adds the tracks of `animation`, whose times are in its parent's local time.
    private static func collect(
        _ animation: Animation, layer: String, depth: Int, into placed: inout [PlacedTrack]
    ) {
        switch animation {
        case .track(let track):
            let end = track.timing.endTime
            placed.append(
                PlacedTrack(
                    layer: layer, track: track, depth: depth, begin: track.timing.beginTime, end: end,
                    unclippedEnd: end))
        case .group(let group):
            var inner: [PlacedTrack] = []
            for child in group.animations { collect(child, layer: layer, depth: depth + 1, into: &inner) }
            let timing = group.timing
            for var child in inner {
                child.begin = toParent(child.begin, timing)
                child.unclippedEnd = toParent(child.unclippedEnd, timing)
                child.end = min(toParent(child.end, timing), timing.endTime)
                placed.append(child)
            }
        }
    }

    /// A time in a group's local time as its parent's time (ignoring the group's repetitions).
    private static func toParent(_ local: Double, _ timing: MediaTiming) -> Double {
        guard timing.speed > 0 else { return local.isInfinite ? local : timing.beginTime }
        return timing.beginTime + (local - timing.timeOffset) / timing.speed
    }
}
