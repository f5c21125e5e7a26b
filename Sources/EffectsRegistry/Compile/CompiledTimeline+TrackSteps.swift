/// The steps of ``CompiledTimeline/apply(_:of:at:sharedChains:into:)``: a track's progress through
/// its own timing function, the keyframe segment it falls in, and its components written into the
/// row. Each is inlined into the sampling loop, as the one function they were.
extension CompiledTimeline {
    /// Where a track is in its iteration: its progress `u` (through the track's own timing
    /// function, when it has one), how close below a keyframe counts as at it, and the simple
    /// duration a spring's seconds are measured against.
    struct TrackProgress {
        /// The progress through the iteration, eased.
        var u: Double
        /// Keyframes and jumps this close above `u` are reached (see `MediaTiming.boundaryTolerance`).
        var tolerance: Double
        /// The track's simple duration.
        var simpleDuration: Double
    }

    /// The progress of `track` at its resolved local time.
    @inline(__always)
    static func easedProgress(
        of track: UnsafePointer<CompiledTrack>, of view: SamplingView, at local: ResolvedChain
    ) -> TrackProgress {
        // Springs run in seconds: the whole-track function over the iteration's, a segment's over
        // the segment's share of it.
        let own = track.pointee.chainEnd - 1
        let simpleDuration = view.timings[own].simpleDuration
        var u = local.time / simpleDuration
        var tolerance = view.timings[own].progressTolerance
        if let easing = track.pointee.trackEasing {
            u = view.value(
                of: easing, at: u, over: simpleDuration, beforeFlag: local.beforeFlag, tolerance: tolerance)
            // The tolerance is a width of raw progress: where the curve is flat, the same width of
            // eased progress spans far more time, so keyframes are not snapped to after easing.
            tolerance = 0
        }
        return TrackProgress(u: u, tolerance: tolerance, simpleDuration: simpleDuration)
    }

    /// The keyframe every component reads (`from`, and for interpolating modes `from + 1`) and the
    /// fraction `s` of the segment, through the segment's timing function.
    @inline(__always)
    static func segment(
        of track: UnsafePointer<CompiledTrack>, of view: SamplingView, at progress: TrackProgress,
        beforeFlag: Bool
    ) -> (from: Int, s: Double) {
        let count = track.pointee.keyframeCount
        guard count > 1 else { return (0, 0) }
        var u = progress.u
        let tolerance = progress.tolerance
        let keyTimes = UnsafeBufferPointer(
            rebasing: view.numbers[
                track.pointee.keyTimes..<track.pointee.keyTimes + track.pointee.keyTimeCount])
        var last = lastKeyTime(atOrBefore: u, in: keyTimes)
        if track.pointee.mode == .discrete {
            while last + 1 < keyTimes.count && keyTimes[last + 1] <= u + tolerance {
                // A hair before the next key time: at it (at the last of equal ones).
                last += 1
            }
            return (min(last, count - 1), 0)
        }
        var from = min(last, count - 2)
        var start = keyTimes[from]
        var end = keyTimes[from + 1]
        if end > u && end <= u + tolerance {
            // A hair before the next keyframe: at it, and in the segment it starts (the last of
            // equal ones) unless it is the last keyframe.
            u = end
            while from + 2 < count && keyTimes[from + 1] <= u { from += 1 }
            start = keyTimes[from]
            end = keyTimes[from + 1]
        }
        let length = end - start
        var s = length > 0 ? (u - start) / length : 1
        if track.pointee.segmentEasings >= 0 {
            s = view.value(
                of: view.segmentEasings[track.pointee.segmentEasings + from], at: s,
                over: length * progress.simpleDuration, beforeFlag: beforeFlag,
                tolerance: length > 0 ? tolerance / length : 0)
        }
        if track.pointee.mode == .cubicPaced {
            s = splineParameter(track, of: view, segment: from, fraction: s)
        }
        return (from, s)
    }

    /// Writes a numeric track's components at fraction `s` of the segment from `keyframe` (the
    /// keyframe itself when discrete) into its columns of `row`.
    @inline(__always)
    static func writeComponents(
        of track: UnsafePointer<CompiledTrack>, of view: SamplingView, keyframe from: Int, at s: Double,
        iteration: Double, into row: UnsafeMutableBufferPointer<Double>
    ) {
        let width = Int(track.pointee.width)
        let count = track.pointee.keyframeCount
        let mode = track.pointee.mode
        // Offsets within the number pool cannot overflow (the pool exists), so they wrap unchecked.
        let numbers = view.numbers
        let start = track.pointee.values &+ from &* width
        let end = start &+ width
        let row = UnsafeMutableBufferPointer(
            rebasing: row[track.pointee.column..<track.pointee.column + width])
        let delta = track.pointee.isCumulative && iteration > 0 ? track.pointee.cumulativeDelta : -1
        let isAdditive = track.pointee.isAdditive
        if count < 2 || mode == .discrete {
            for k in 0..<width {
                write(
                    numbers[start &+ k], component: k, of: row, delta: delta, iteration, numbers, isAdditive)
            }
        } else if mode == .cubic || mode == .cubicPaced {
            // Keyframe `from`'s leaving tangent, and keyframe `from + 1`'s arriving one (the
            // arriving tangents follow all the leaving ones).
            let outgoing = track.pointee.tangents &+ from &* width
            let incoming = outgoing &+ count &* width &+ width
            for k in 0..<width {
                let value = CubicSpline.hermite(
                    numbers[start &+ k], numbers[outgoing &+ k], numbers[end &+ k], numbers[incoming &+ k], s)
                write(value, component: k, of: row, delta: delta, iteration, numbers, isAdditive)
            }
        } else {
            for k in 0..<width {
                let value = interpolate(numbers[start &+ k], numbers[end &+ k], s)
                write(value, component: k, of: row, delta: delta, iteration, numbers, isAdditive)
            }
        }
    }
}
