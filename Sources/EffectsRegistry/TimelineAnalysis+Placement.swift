extension TimelineAnalysis {
    /// A track placed in the time of the animation list it sits in, on its way up to the timeline.
    struct Span {
        var path: [Int]
        var track: Track
        var groups: [MediaTiming]
        var begin: Double
        var end: Double
        var unclippedEnd: Double
        var isCut: Bool
    }

    /// Every track of `timeline`, layer by layer in application order, placed in timeline time.
    ///
    /// Package-wide so the exporters can place tracks without the findings' probes.
    package static func placedTracks(of timeline: Timeline) -> [PlacedTrack] {
        var placed: [PlacedTrack] = []
        for (index, layer) in timeline.layers.enumerated() {
            for span in place(layer.animations) {
                placed.append(
                    PlacedTrack(
                        address: TrackAddress(layer: index, path: span.path), layer: layer.name,
                        track: span.track, groups: span.groups, begin: span.begin, end: span.end,
                        unclippedEnd: span.unclippedEnd, isCut: span.isCut,
                        timelineDuration: timeline.duration))
            }
        }
        return placed
    }

    /// The tracks of `animations` in their parent's time.
    private static func place(_ animations: [Animation]) -> [Span] {
        var spans: [Span] = []
        for (index, animation) in animations.enumerated() {
            switch animation {
            case .track(let track):
                let timing = track.timing
                spans.append(
                    Span(
                        path: [index], track: track, groups: [], begin: timing.beginTime, end: timing.endTime,
                        unclippedEnd: timing.endTime, isCut: false))
            case .group(let group):
                for child in place(group.animations) {
                    spans.append(lift(child, through: group.timing, at: index))
                }
            }
        }
        return spans
    }

    /// A span in a group's local time as a span in the group's parent's time: clipped to the group's
    /// simple duration, then once per iteration of the group (both ways when it autoreverses).
    private static func lift(_ child: Span, through timing: MediaTiming, at index: Int) -> Span {
        let simple = timing.simpleDuration
        let tolerance = 1e-9 * max(1, simple)
        var lifted = child
        lifted.path = [index] + child.path
        lifted.groups = [timing] + child.groups
        lifted.isCut = child.isCut || (child.end > simple + tolerance && child.begin < simple)
        lifted.unclippedEnd = timing.firstParentTime(ofLocal: child.unclippedEnd)
        let low = max(child.begin, 0)
        let high = min(child.end, simple)
        // Whether the child plays at a local time of the group.
        func plays(_ local: Double?) -> Bool {
            local.map { $0 >= low - tolerance && $0 <= high + tolerance } ?? false
        }
        let atBegin = timing.localTime(atParentTime: timing.beginTime)?.time
        guard low <= high, timing.speed > 0 else {
            // Never inside the group's local time, or frozen there for good.
            let frozen = timing.speed == 0 && plays(atBegin)
            lifted.begin = frozen ? timing.beginTime : timing.firstParentTime(ofLocal: child.begin)
            lifted.end = frozen ? .infinity : lifted.begin
            return lifted
        }
        let ranges = [low, high].compactMap { timing.parentTimeRange(ofLocal: $0) }
        var firsts = ranges.map(\.first)
        var lasts = ranges.map(\.last)
        if plays(atBegin) { firsts.append(timing.beginTime) }
        let endless = !timing.endTime.isFinite
        if !endless && plays(timing.localTimeAtEnd) { lasts.append(timing.endTime) }
        lifted.begin = firsts.min() ?? timing.firstParentTime(ofLocal: low)
        lifted.end = endless ? .infinity : min(lasts.max() ?? lifted.begin, timing.endTime)
        return lifted
    }
}
