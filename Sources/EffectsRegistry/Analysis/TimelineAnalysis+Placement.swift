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
        var keyTimes: [Double]
    }

    /// Every track of `timeline`, layer by layer in application order, placed in timeline time.
    static func placedTracks(of timeline: Timeline) -> [PlacedTrack] {
        var placed: [PlacedTrack] = []
        let tolerance = 1e-9 * max(1, timeline.duration)
        for (index, layer) in timeline.layers.enumerated() {
            for span in place(layer.animations, horizon: timeline.duration) {
                var keyTimes: [Double] = []
                for time in span.keyTimes.sorted()
                where time >= -tolerance && time <= timeline.duration + tolerance {
                    let clamped = min(max(time, 0), timeline.duration)
                    if let last = keyTimes.last, clamped - last <= tolerance { continue }
                    keyTimes.append(clamped)
                }
                placed.append(
                    PlacedTrack(
                        address: TrackAddress(layer: index, path: span.path), layer: layer.name,
                        track: span.track, groups: span.groups, begin: span.begin, end: span.end,
                        unclippedEnd: span.unclippedEnd, isCut: span.isCut, keyTimes: keyTimes))
            }
        }
        return placed
    }

    /// The tracks of `animations` in their parent's time; `horizon` is the last moment of that time
    /// worth placing keyframes at (the enclosing group's simple duration, or the timeline's).
    private static func place(_ animations: [Animation], horizon: Double) -> [Span] {
        var spans: [Span] = []
        for (index, animation) in animations.enumerated() {
            switch animation {
            case .track(let track):
                let timing = track.timing
                let keyTimes = track.keyframeLocalTimes.flatMap {
                    timing.parentTimes(ofLocal: $0, until: horizon)
                }
                spans.append(
                    Span(
                        path: [index], track: track, groups: [], begin: timing.beginTime, end: timing.endTime,
                        unclippedEnd: timing.endTime, isCut: false, keyTimes: keyTimes))
            case .group(let group):
                for child in place(group.animations, horizon: group.timing.simpleDuration) {
                    spans.append(lift(child, through: group.timing, at: index, horizon: horizon))
                }
            }
        }
        return spans
    }

    /// A span in a group's local time as a span in the group's parent's time: clipped to the group's
    /// simple duration, then once per iteration of the group (both ways when it autoreverses).
    private static func lift(_ child: Span, through timing: MediaTiming, at index: Int, horizon: Double)
        -> Span
    {
        let simple = timing.simpleDuration
        let tolerance = 1e-9 * max(1, simple)
        var lifted = child
        lifted.path = [index] + child.path
        lifted.groups = [timing] + child.groups
        lifted.isCut = child.isCut || (child.end > simple + tolerance && child.begin < simple)
        lifted.unclippedEnd = timing.firstParentTime(ofLocal: child.unclippedEnd)
        lifted.keyTimes = child.keyTimes.filter { $0 >= -tolerance && $0 <= simple + tolerance }.flatMap {
            timing.parentTimes(ofLocal: min(max($0, 0), simple), until: horizon)
        }
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
        var moments =
            timing.parentTimes(ofLocal: low, until: horizon)
            + timing.parentTimes(ofLocal: high, until: horizon)
        if plays(atBegin) { moments.append(timing.beginTime) }
        let endless = !timing.endTime.isFinite
        if !endless && plays(timing.localTimeAtEnd) { moments.append(timing.endTime) }
        lifted.begin = moments.min() ?? timing.firstParentTime(ofLocal: low)
        lifted.end = endless ? .infinity : min(moments.max() ?? lifted.begin, timing.endTime)
        return lifted
    }
}
