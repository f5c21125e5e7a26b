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
            guard let first = view.tracks.baseAddress else { return }
            // At most `TimelineCompiler.sharedChainLimit` results: on the stack, not allocated.
            withUnsafeTemporaryAllocation(of: ResolvedChain.self, capacity: sharedChains.count) { resolved in
                for (slot, chain) in sharedChains.enumerated() {
                    resolved.initializeElement(at: slot, to: Self.resolve(chain, of: view, at: time))
                }
                let shared = UnsafeBufferPointer(resolved)
                if let windows, let listed = windows.listed(at: time) {
                    windows.tracks.withUnsafeBufferPointer { indices in
                        for position in listed {
                            Self.apply(
                                first + Int(indices[position]), of: view, at: time, sharedChains: shared,
                                into: row)
                        }
                    }
                } else {
                    Self.applyTracks(first, of: view, at: time, sharedChains: shared, into: row)
                }
            }
        }
        // Geometry reads the properties as the tracks left them.
        guard !geometries.isEmpty else { return }
        let sublayerTransform = sublayerTransform
        let viewportSize = viewportSize
        geometries.withUnsafeBufferPointer { geometries in
            for geometry in geometries {
                geometry.write(into: row, sublayerTransform: sublayerTransform, viewportSize: viewportSize)
            }
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
    func withSamplingView(_ body: (SamplingView) -> Void) {
        tracks.withUnsafeBufferPointer { tracks in
            timings.withUnsafeBufferPointer { timings in
                numbers.withUnsafeBufferPointer { numbers in
                    arcLengths.withUnsafeBufferPointer { arcLengths in
                        segmentEasings.withUnsafeBufferPointer { segmentEasings in
                            beziers.withUnsafeBufferPointer { beziers in
                                otherEasings.withUnsafeBufferPointer { otherEasings in
                                    transformSegments.withUnsafeBufferPointer { transformSegments in
                                        body(
                                            SamplingView(
                                                tracks: tracks, timings: timings, numbers: numbers,
                                                arcLengths: arcLengths, segmentEasings: segmentEasings,
                                                beziers: beziers, otherEasings: otherEasings,
                                                transformSegments: transformSegments))
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Applies every track of `view`, from `first`, in order (a function of its own, so that `apply`
    /// is inlined into the loop rather than called per track from the buffer's closure).
    private static func applyTracks(
        _ first: UnsafePointer<CompiledTrack>, of view: SamplingView, at time: Double,
        sharedChains: UnsafeBufferPointer<ResolvedChain>, into row: UnsafeMutableBufferPointer<Double>
    ) {
        for index in 0..<view.tracks.count {
            apply(first + index, of: view, at: time, sharedChains: sharedChains, into: row)
        }
    }

    /// The timing chain `chain` (ranging over `view.timings`, outermost first) at `time`.
    @inline(__always)
    static func resolve(_ chain: Range<Int>, of view: SamplingView, at time: Double) -> ResolvedChain {
        var parentTime = time
        var local = LocalTime(time: 0, iteration: 0)
        // Set when the track or a group around it is held at its start from the side before it.
        var beforeFlag = false
        for link in chain {
            guard let resolved = view.timings[link].localTime(atParentTime: parentTime) else {
                return ResolvedChain(time: 0, iteration: 0, beforeFlag: false, isActive: false)
            }
            local = resolved
            beforeFlag = beforeFlag || resolved.beforeFlag
            parentTime = resolved.time
        }
        return ResolvedChain(
            time: local.time, iteration: local.iteration, beforeFlag: beforeFlag, isActive: true)
    }

    /// Writes `track`'s value at `time` into its columns of `row`, or leaves them when the track has
    /// no effect then; `sharedChains` holds the frame's resolved ``sharedChains`` (or is empty).
    ///
    /// `u` beyond `0...1` (from an overshooting timing function) extrapolates the end segments.
    @inline(__always)
    static func apply(
        _ track: UnsafePointer<CompiledTrack>, of view: SamplingView, at time: Double,
        sharedChains: UnsafeBufferPointer<ResolvedChain>, into row: UnsafeMutableBufferPointer<Double>
    ) {
        let slot = Int(track.pointee.chainSlot)
        let local: ResolvedChain
        if slot >= 0 && slot < sharedChains.count {
            local = sharedChains[slot]
        } else {
            local = resolve(track.pointee.chainStart..<track.pointee.chainEnd, of: view, at: time)
        }
        guard local.isActive else { return }
        let progress = easedProgress(of: track, of: view, at: local)
        let (from, s) = segment(of: track, of: view, at: progress, beforeFlag: local.beforeFlag)
        if track.pointee.transformSegments >= 0 {
            return applyTransform(
                track, of: view, keyframe: from, at: s, iteration: local.iteration, into: row)
        }
        writeComponents(of: track, of: view, keyframe: from, at: s, iteration: local.iteration, into: row)
    }

    /// Writes a `transform` track's matrix at fraction `s` of the segment from `keyframe` (the
    /// keyframe itself when discrete) into its sixteen columns: concatenated with the change per
    /// iteration `iteration` times when cumulative, and onto the current matrix when additive (the
    /// track's matrix applying to a point first; see ``Track``).
    @inline(__always)
    private static func applyTransform(
        _ track: UnsafePointer<CompiledTrack>, of view: SamplingView, keyframe: Int, at s: Double,
        iteration: Double, into row: UnsafeMutableBufferPointer<Double>
    ) {
        let column = track.pointee.column
        var matrix: Matrix3D
        if track.pointee.keyframeCount < 2 || track.pointee.mode == .discrete {
            matrix = CompiledGeometry.matrix(in: view.numbers, at: track.pointee.values &+ keyframe &* 16)
        } else if let segments = view.transformSegments.baseAddress {
            // Through a pointer: a copy of the plan would retain its steps.
            matrix = (segments + track.pointee.transformSegments + keyframe).pointee.matrix(at: s)
        } else {
            return
        }
        if track.pointee.isCumulative && iteration > 0 {
            let change = CompiledGeometry.matrix(in: view.numbers, at: track.pointee.cumulativeDelta)
            matrix = matrix.concatenating(power(change, iteration))
        }
        if track.pointee.isAdditive {
            matrix = matrix.concatenating(CompiledGeometry.matrix(in: UnsafeBufferPointer(row), at: column))
        }
        CompiledGeometry.write(matrix, into: row, at: column)
    }

    /// `matrix` concatenated with itself `count` times (a whole number, 0 or more), by squaring.
    @inline(__always)
    private static func power(_ matrix: Matrix3D, _ count: Double) -> Matrix3D {
        var result = Matrix3D.identity
        var base = matrix
        var remaining = count
        while remaining >= 1 {
            let half = (remaining / 2).rounded(.down)
            if remaining - 2 * half >= 1 { result = result.concatenating(base) }
            remaining = half
            if remaining >= 1 { base = base.concatenating(base) }
        }
        return result
    }

    /// Writes component `k` of a track's value into its columns `row`: plus `iterations` times the
    /// change per iteration at `delta` (unless −1), added to what is there for an additive track.
    @inline(__always)
    static func write(
        _ value: Double, component k: Int, of row: UnsafeMutableBufferPointer<Double>, delta: Int,
        _ iterations: Double, _ numbers: UnsafeBufferPointer<Double>, _ isAdditive: Bool
    ) {
        var value = value
        if delta >= 0 { value += numbers[delta &+ k] * iterations }
        row[k] = isAdditive ? row[k] + value : value
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
    ///
    /// Halves the range a fixed number of times for a given count (the loop does not stop early on
    /// a match), keeping the search to a few steps for the short key time lists of most tracks.
    @inline(__always)
    static func lastKeyTime(atOrBefore u: Double, in keyTimes: UnsafeBufferPointer<Double>) -> Int {
        var low = 0
        var remaining = keyTimes.count
        while remaining > 1 {
            let half = remaining / 2
            low = keyTimes[low + half] <= u ? low + half : low
            remaining -= half
        }
        return low
    }

    /// The spline parameter that covers `fraction` of the segment's arc length, for `cubic-paced`.
    static func splineParameter(
        _ track: UnsafePointer<CompiledTrack>, of view: SamplingView, segment: Int, fraction: Double
    ) -> Double {
        let samples = CubicSpline.arcSamples
        guard fraction > 0 else { return fraction }
        guard fraction < 1 else { return fraction }
        let base = track.pointee.arcLengths + segment * (samples + 1)
        // The first sample whose cumulative length reaches `fraction`, by binary search.
        var low = 1
        var high = samples
        while low < high {
            let middle = (low + high) / 2
            if view.arcLengths[base + middle] < fraction { low = middle + 1 } else { high = middle }
        }
        let step = low
        let below = view.arcLengths[base + step - 1]
        let above = view.arcLengths[base + step]
        let within = above > below ? (fraction - below) / (above - below) : 0
        return (Double(step - 1) + within) / Double(samples)
    }
}
