extension PlacedTrack {
    /// The most key times one track reports: a chart cannot show more, and endless or very fast
    /// repetition is cut off here.
    public static let maximumKeyTimes = 4096

    /// The moments its keyframes are reached, in timeline seconds: every repetition and reversal
    /// of the track and its groups, within its active interval, its groups' and the timeline's
    /// `0...duration`; sorted, each once (at most ``maximumKeyTimes``).
    ///
    /// Worked out when asked: checking an effect does not need them, a plot does.
    public var keyTimes: [Double] { placedKeyTimes().times }

    /// Whether ``keyTimes`` left moments out: the track reaches its keyframes more than
    /// ``maximumKeyTimes`` times at some level, so an export built on them would be wrong after
    /// the last one kept.
    public var keyTimesAreTruncated: Bool { placedKeyTimes().truncated }

    private func placedKeyTimes() -> (times: [Double], truncated: Bool) {
        var truncated = false
        func capped(_ times: [Double]) -> [Double] {
            guard times.count > PlacedTrack.maximumKeyTimes else { return times }
            truncated = true
            return Array(times.prefix(PlacedTrack.maximumKeyTimes))
        }
        // Each level places its child's moments in its parent's time, up to the parent's end: the
        // enclosing group's simple duration, or the timeline's duration at the top.
        func horizon(_ level: Int) -> Double {
            level > 0 ? groups[level - 1].simpleDuration : timelineDuration
        }
        var times = capped(
            track.keyframeLocalTimes.flatMap {
                track.timing.parentTimes(ofLocal: $0, until: horizon(groups.count))
            })
        for level in groups.indices.reversed() {
            let group = groups[level]
            let simple = group.simpleDuration
            let tolerance = 1e-9 * max(1, simple)
            times = capped(
                times.filter { $0 >= -tolerance && $0 <= simple + tolerance }.flatMap {
                    group.parentTimes(ofLocal: min(max($0, 0), simple), until: horizon(level))
                })
        }
        let tolerance = 1e-9 * max(1, timelineDuration)
        var unique: [Double] = []
        for time in times.sorted() where time >= -tolerance && time <= timelineDuration + tolerance {
            let clamped = min(max(time, 0), timelineDuration)
            if let last = unique.last, clamped - last <= tolerance { continue }
            unique.append(clamped)
        }
        return (unique, truncated)
    }
}
