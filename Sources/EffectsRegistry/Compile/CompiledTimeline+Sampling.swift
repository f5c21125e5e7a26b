extension CompiledTimeline {
    /// The number of numbers in one row: `t`, `progress` and every column.
    public var rowWidth: Int { modelRow.count }

    /// Writes the row at `time` (with the given progress) into `row`, which holds ``rowWidth`` numbers.
    ///
    /// Allocates nothing. A `row` of another size is left untouched.
    public func sample(at time: Double, progress: Double, into row: UnsafeMutableBufferPointer<Double>) {
        guard row.count == modelRow.count else { return }
        modelRow.withUnsafeBufferPointer { model in
            for index in 0..<model.count { row[index] = model[index] }
        }
        row[0] = time
        row[1] = progress
        // Tracks are lent by pointer: `for track in tracks` (or passing `tracks[i]`) copies each one, a
        // struct of arrays, retaining and releasing every array per track per frame.
        tracks.withUnsafeBufferPointer { tracks in
            guard let first = tracks.baseAddress else { return }
            for index in 0..<tracks.count { apply(first + index, at: time, into: row) }
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

    private func apply(
        _ track: UnsafePointer<CompiledTrack>, at time: Double, into row: UnsafeMutableBufferPointer<Double>
    ) {
        var parentTime = time
        var local = LocalTime(time: 0, iteration: 0)
        var isBefore = false
        for index in track.pointee.timingChain {
            guard let resolved = timings[index].localTime(atParentTime: parentTime) else { return }
            local = resolved
            isBefore = isBefore || resolved.isBefore
            parentTime = resolved.time
        }
        let own = timings[track.pointee.timingChain.upperBound - 1]
        var progress = local.time / own.simpleDuration
        if let timing = track.pointee.trackTiming {
            progress = timing.value(at: progress, beforeFlag: isBefore)
        }
        var result = (0.0, 0.0, 0.0, 0.0)
        withUnsafeMutableBytes(of: &result) { raw in
            let value = raw.bindMemory(to: Double.self)
            evaluate(track, at: progress, beforeFlag: isBefore, into: value)
            if let delta = track.pointee.cumulativeDelta, local.iteration > 0 {
                for k in 0..<track.pointee.width { value[k] += delta[k] * local.iteration }
            }
            for k in 0..<track.pointee.width {
                let column = track.pointee.column + k
                row[column] = track.pointee.isAdditive ? row[column] + value[k] : value[k]
            }
        }
    }

    /// The track's value at keyframe progress `u` (after the track's own timing function); `u`
    /// outside `0...1` extrapolates the end segments, which overshooting timing functions rely on.
    private func evaluate(
        _ track: UnsafePointer<CompiledTrack>, at u: Double, beforeFlag: Bool,
        into value: UnsafeMutableBufferPointer<Double>
    ) {
        let width = track.pointee.width
        let count = track.pointee.keyframeCount
        guard count > 1 else {
            for k in 0..<width { value[k] = track.pointee.values[k] }
            return
        }
        if track.pointee.mode == .discrete {
            let index = min(lastKeyTime(atOrBefore: u, in: track.pointee.keyTimes), count - 1)
            for k in 0..<width { value[k] = track.pointee.values[index * width + k] }
            return
        }
        let segment = min(lastKeyTime(atOrBefore: u, in: track.pointee.keyTimes), count - 2)
        let start = track.pointee.keyTimes[segment]
        let length = track.pointee.keyTimes[segment + 1] - start
        var s = length > 0 ? (u - start) / length : 1
        if !track.pointee.segmentTimings.isEmpty {
            s = track.pointee.segmentTimings[segment].value(at: s, beforeFlag: beforeFlag)
        }
        let from = segment * width
        let to = from + width
        switch track.pointee.mode {
        case .linear, .paced, .discrete:
            for k in 0..<width {
                value[k] = CompiledTimeline.interpolate(
                    track.pointee.values[from + k], track.pointee.values[to + k], s)
            }
        case .cubic, .cubicPaced:
            if track.pointee.mode == .cubicPaced { s = splineParameter(track, segment: segment, fraction: s) }
            for k in 0..<width {
                value[k] = CubicSpline.hermite(
                    track.pointee.values[from + k], track.pointee.outgoingTangents[from + k],
                    track.pointee.values[to + k],
                    track.pointee.incomingTangents[to + k], s)
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
    private func lastKeyTime(atOrBefore u: Double, in keyTimes: [Double]) -> Int {
        var low = 0
        var high = keyTimes.count
        while low < high {
            let middle = (low + high) / 2
            if keyTimes[middle] <= u { low = middle + 1 } else { high = middle }
        }
        return max(low - 1, 0)
    }

    /// The spline parameter that covers `fraction` of the segment's arc length, for `cubic-paced`.
    private func splineParameter(_ track: UnsafePointer<CompiledTrack>, segment: Int, fraction: Double)
        -> Double
    {
        let samples = CubicSpline.arcSamples
        guard fraction > 0 else { return fraction }
        guard fraction < 1 else { return fraction }
        let base = segment * (samples + 1)
        // The first sample whose cumulative length reaches `fraction`, by binary search.
        var low = 1
        var high = samples
        while low < high {
            let middle = (low + high) / 2
            if track.pointee.arcLengths[base + middle] < fraction { low = middle + 1 } else { high = middle }
        }
        let step = low
        let below = track.pointee.arcLengths[base + step - 1]
        let above = track.pointee.arcLengths[base + step]
        let within = above > below ? (fraction - below) / (above - below) : 0
        return (Double(step - 1) + within) / Double(samples)
    }
}
