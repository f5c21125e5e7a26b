extension CompiledTimeline {
    /// The number of numbers in one row: `t`, `progress` and every column.
    public var rowWidth: Int { modelRow.count }

    /// Writes the row at `time` (with the given progress) into `row`, which holds ``rowWidth`` numbers.
    ///
    /// Allocates nothing. A `row` of another size is left untouched.
    public func sample(at time: Double, progress: Double, into row: UnsafeMutableBufferPointer<Double>) {
        guard row.count == modelRow.count else { return }
        modelRow.withUnsafeBufferPointer { model in
            _ = row.update(fromContentsOf: model)
        }
        row[0] = time
        row[1] = progress
        withSamplingView { view in
            for index in view.tracks.indices { Self.apply(index, of: view, at: time, into: row) }
        }
    }

    /// Writes the row at `time` into `row` as ``sample(at:progress:into:)`` does, and throws when a
    /// number in it is not finite, so that no infinity or NaN reaches a table.
    ///
    /// Finite inputs can still overflow: a progress `time / duration` beyond the largest `Double`,
    /// additive tracks or cumulative repetitions summing past it, timing functions overshooting
    /// huge keyframes.
    public func checkedSample(
        at time: Double, progress: Double, into row: UnsafeMutableBufferPointer<Double>
    ) throws(SamplerError) {
        sample(at: time, progress: progress, into: row)
        guard row.count == columnNames.count else { return }
        for index in 0..<row.count where !row[index].isFinite {
            throw .nonFinite(column: columnNames[index], time: time)
        }
    }

    /// The row at `time`, with progress `time / duration`.
    public func values(at time: Double) -> [Double] {
        var row = [Double](repeating: 0, count: modelRow.count)
        row.withUnsafeMutableBufferPointer { buffer in
            sample(at: time, progress: duration > 0 ? time / duration : 0, into: buffer)
        }
        return row
    }

    /// Lends the timeline's arrays to `body` as one view.
    private func withSamplingView(_ body: (SamplingView) -> Void) {
        tracks.withUnsafeBufferPointer { tracks in
            timings.withUnsafeBufferPointer { timings in
                numbers.withUnsafeBufferPointer { numbers in
                    segmentEasings.withUnsafeBufferPointer { segmentEasings in
                        beziers.withUnsafeBufferPointer { beziers in
                            otherEasings.withUnsafeBufferPointer { otherEasings in
                                body(
                                    SamplingView(
                                        tracks: tracks, timings: timings, numbers: numbers,
                                        segmentEasings: segmentEasings, beziers: beziers,
                                        otherEasings: otherEasings))
                            }
                        }
                    }
                }
            }
        }
    }

    @inline(__always)
    private static func apply(
        _ index: Int, of view: SamplingView, at time: Double, into row: UnsafeMutableBufferPointer<Double>
    ) {
        let track = view.tracks[index]
        var parentTime = time
        var local = LocalTime(time: 0, iteration: 0)
        var isBefore = false
        for link in track.timingChain {
            guard let resolved = view.timings[link].localTime(atParentTime: parentTime) else { return }
            local = resolved
            isBefore = isBefore || resolved.isBefore
            parentTime = resolved.time
        }
        var progress = local.time / view.timings[track.timingChain.upperBound - 1].simpleDuration
        if let easing = track.trackEasing {
            progress = view.value(of: easing, at: progress, beforeFlag: isBefore)
        }
        var result = (0.0, 0.0, 0.0, 0.0)
        withUnsafeMutableBytes(of: &result) { raw in
            let value = raw.bindMemory(to: Double.self)
            evaluate(track, of: view, at: progress, beforeFlag: isBefore, into: value)
            if let delta = track.cumulativeDelta, local.iteration > 0 {
                for k in 0..<track.width { value[k] += view.numbers[delta + k] * local.iteration }
            }
            for k in 0..<track.width {
                let column = track.column + k
                row[column] = track.isAdditive ? row[column] + value[k] : value[k]
            }
        }
    }

    /// The track's value at keyframe progress `u` (after the track's own timing function); `u`
    /// outside `0...1` extrapolates the end segments, which overshooting timing functions rely on.
    @inline(__always)
    private static func evaluate(
        _ track: CompiledTrack, of view: SamplingView, at u: Double, beforeFlag: Bool,
        into value: UnsafeMutableBufferPointer<Double>
    ) {
        let width = track.width
        let count = track.keyframeCount
        let values = track.values
        guard count > 1 else {
            for k in 0..<width { value[k] = view.numbers[values + k] }
            return
        }
        let keyTimes = UnsafeBufferPointer(
            rebasing: view.numbers[track.keyTimes..<track.keyTimes + track.keyTimeCount])
        if track.mode == .discrete {
            let index = min(lastKeyTime(atOrBefore: u, in: keyTimes), count - 1)
            for k in 0..<width { value[k] = view.numbers[values + index * width + k] }
            return
        }
        let segment = min(lastKeyTime(atOrBefore: u, in: keyTimes), count - 2)
        let start = keyTimes[segment]
        let length = keyTimes[segment + 1] - start
        var s = length > 0 ? (u - start) / length : 1
        if let easings = track.segmentEasings {
            s = view.value(of: view.segmentEasings[easings + segment], at: s, beforeFlag: beforeFlag)
        }
        let from = values + segment * width
        let to = from + width
        switch track.mode {
        case .linear, .paced, .discrete:
            for k in 0..<width {
                value[k] = interpolate(view.numbers[from + k], view.numbers[to + k], s)
            }
        case .cubic, .cubicPaced:
            if track.mode == .cubicPaced {
                s = splineParameter(track, of: view, segment: segment, fraction: s)
            }
            // Leaving tangents sit where the values would be shifted by `tangents − values`, arriving
            // ones a further keyframeCount · width on.
            let outgoing = track.tangents - values
            let incoming = outgoing + count * width
            for k in 0..<width {
                value[k] = CubicSpline.hermite(
                    view.numbers[from + k], view.numbers[outgoing + from + k], view.numbers[to + k],
                    view.numbers[incoming + to + k], s)
            }
        }
    }

    /// The value a fraction `s` of the way from `a` to `b`.
    ///
    /// That is `a + (b − a)·s`, or when `b − a` overflows (keyframes of opposite sign near the
    /// largest `Double`) the weighted sum, which cannot overflow for `s` in `0...1`. Ordinary
    /// keyframes keep the one formula, so their tables keep their exact digits.
    @inline(__always)
    static func interpolate(_ a: Double, _ b: Double, _ s: Double) -> Double {
        let difference = b - a
        return difference.isFinite ? a + difference * s : a * (1 - s) + b * s
    }

    /// The index of the last key time at or before `u` (0 when `u` is before them all); among equal
    /// key times the later one wins, so a zero-length segment jumps.
    @inline(__always)
    private static func lastKeyTime(atOrBefore u: Double, in keyTimes: UnsafeBufferPointer<Double>) -> Int {
        var low = 0
        var high = keyTimes.count
        while low < high {
            let middle = (low + high) / 2
            if keyTimes[middle] <= u { low = middle + 1 } else { high = middle }
        }
        return max(low - 1, 0)
    }

    /// The spline parameter that covers `fraction` of the segment's arc length, for `cubic-paced`.
    private static func splineParameter(
        _ track: CompiledTrack, of view: SamplingView, segment: Int, fraction: Double
    ) -> Double {
        let samples = CubicSpline.arcSamples
        guard fraction > 0 else { return fraction }
        guard fraction < 1 else { return fraction }
        let base = track.arcLengths + segment * (samples + 1)
        // The first sample whose cumulative length reaches `fraction`, by binary search.
        var low = 1
        var high = samples
        while low < high {
            let middle = (low + high) / 2
            if view.numbers[base + middle] < fraction { low = middle + 1 } else { high = middle }
        }
        let step = low
        let below = view.numbers[base + step - 1]
        let above = view.numbers[base + step]
        let within = above > below ? (fraction - below) / (above - below) : 0
        return (Double(step - 1) + within) / Double(samples)
    }
}
