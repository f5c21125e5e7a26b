/// Which tracks can apply at a time, so that a frame of a long timeline made of many short groups
/// (a sequence of a thousand steps) visits the few tracks playing then rather than all of them.
///
/// Each track can apply only inside the window its outermost timing is active (or filled) in; the
/// windows' ends cut the time line into intervals, and each interval lists, in track order, every
/// track whose window meets it. Windows are widened well past the timing's boundary tolerance, so
/// a listed track still decides for itself whether it applies: the index only leaves out tracks
/// that certainly do not. (Issue 35: `--play` of 1,000 steps sampled every group of every step
/// on every frame, quadratic in the steps.)
struct TrackWindows: Sendable {
    /// The intervals' boundaries, ascending: interval `k` runs from `breaks[k - 1]` to `breaks[k]`,
    /// the first from −∞ and the last to +∞.
    let breaks: [Double]
    /// Where each interval's list starts in ``tracks``; one more entry than intervals.
    let starts: [Int32]
    /// The intervals' track indices, interval by interval, each in track order.
    let tracks: [Int32]

    /// The fewest tracks worth indexing: below it a frame visits every track at no real cost.
    static let minimumTracks = 64

    /// The index of `tracks` under `timings`, or `nil` when it would not pay: too few tracks, or
    /// windows overlapping so much that the lists would hold more than a few entries per track.
    init?(_ tracks: [CompiledTrack], timings: [CompiledMediaTiming]) {
        guard tracks.count >= Self.minimumTracks, tracks.count < Int(Int32.max) / 8 else { return nil }
        let windows = tracks.map { track -> ClosedRange<Double> in
            timings.indices.contains(track.chainStart)
                ? Self.window(of: timings[track.chainStart]) : -Double.infinity...Double.infinity
        }
        var ends: [Double] = []
        ends.reserveCapacity(2 * windows.count)
        for window in windows {
            if window.lowerBound.isFinite { ends.append(window.lowerBound) }
            if window.upperBound.isFinite { ends.append(window.upperBound) }
        }
        ends.sort()
        var breaks: [Double] = []
        for end in ends where breaks.last != end { breaks.append(end) }
        // Interval ranges per track: every interval its closed window meets. The window's ends are
        // breaks, so the first is the interval its start begins and the last the one its end begins.
        let ranges = windows.map { window -> ClosedRange<Int> in
            Self.interval(
                of: window.lowerBound, in: breaks)...Self.interval(of: window.upperBound, in: breaks)
        }
        let total = ranges.reduce(0) { $0 + $1.count }
        guard total <= 8 * tracks.count else { return nil }
        var counts = [Int32](repeating: 0, count: breaks.count + 2)
        for range in ranges {
            for interval in range { counts[interval + 1] += 1 }
        }
        for index in 1..<counts.count { counts[index] += counts[index - 1] }
        var next = counts
        var lists = [Int32](repeating: 0, count: total)
        for (track, range) in ranges.enumerated() {
            for interval in range {
                lists[Int(next[interval])] = Int32(track)
                next[interval] += 1
            }
        }
        self.breaks = breaks
        self.starts = counts
        self.tracks = lists
    }

    /// The interval holding `time`: the number of breaks at or before it.
    @inline(__always)
    static func interval(of time: Double, in breaks: [Double]) -> Int {
        if time == -.infinity { return 0 }
        if time == .infinity { return breaks.count }
        var low = 0
        var high = breaks.count
        while low < high {
            let middle = (low + high) / 2
            if breaks[middle] <= time { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The tracks that can apply at `time`, a range of ``tracks``; `nil` for a time that is not a
    /// finite number, where every track is visited.
    @inline(__always)
    func listed(at time: Double) -> Range<Int>? {
        guard time.isFinite else { return nil }
        let interval = Self.interval(of: time, in: breaks)
        return Int(starts[interval])..<Int(starts[interval + 1])
    }

    /// The parent times in which `timing` can have an effect, widened by far more than its
    /// boundary tolerances and the rounding of its arithmetic.
    static func window(of timing: CompiledMediaTiming) -> ClosedRange<Double> {
        let media = timing.timing
        let begin = media.beginTime
        let fill = media.fillMode
        guard media.speed > 0, media.speed.isFinite, begin.isFinite else {
            return -Double.infinity...Double.infinity
        }
        let length = timing.activeDuration / media.speed
        let slack =
            1e-6 * (abs(begin) + (length.isFinite ? length : 0) + 1) + 4 * timing.tolerance / media.speed
        let lower = fill.fillsBackwards ? -Double.infinity : begin - slack
        let upper = fill.fillsForwards || !length.isFinite ? Double.infinity : begin + length + slack
        return lower...upper
    }
}
