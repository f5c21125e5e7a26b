extension Track {
    /// The key times the sampler uses, in `0...1` of the track's progress: as given, else evenly
    /// spaced (`discrete` gets one more, so each value holds for `1/n`); the paced modes place them
    /// by distance along the values instead.
    public var effectiveKeyTimes: [Double] {
        let count = keyframeCount
        switch calculationMode {
        case .linear, .discrete, .cubic:
            return keyTimes ?? TimelineCompiler.evenKeyTimes(count: count, mode: calculationMode)
        case .paced:
            return TimelineCompiler.pacedKeyTimes(lengths: TimelineCompiler.segmentDistances(values))
        case .cubicPaced:
            return TimelineCompiler.cubicPacedLayout(self, values: TimelineCompiler.flatComponents(values))
                .keyTimes
        }
    }

    /// The key times as moments of one simple iteration, seconds: the whole-track timing function
    /// turns time into progress first, so a keyframe is reached when the eased progress first
    /// reaches its key time.
    var keyframeLocalTimes: [Double] {
        let duration = timing.simpleDuration
        guard let function = timingFunction, function != .linear else {
            return effectiveKeyTimes.map { $0 * duration }
        }
        return effectiveKeyTimes.map { Track.firstTime(function, over: duration, reaches: $0) * duration }
    }

    /// One key time (of ``effectiveKeyTimes``) as a moment of one simple iteration, seconds: the
    /// element of ``keyframeLocalTimes`` for it, without the others.
    func keyframeLocalTime(ofKeyTime keyTime: Double) -> Double {
        let duration = timing.simpleDuration
        guard let function = timingFunction, function != .linear else { return keyTime * duration }
        return Track.firstTime(function, over: duration, reaches: keyTime) * duration
    }

    /// The first input in `0...1` at which `function`, run over `duration` seconds, reaches
    /// `progress`.
    ///
    /// A scan for the first bracket (springs and overshooting curves are not monotonic), then
    /// bisection. A spring cut before it reaches `progress` reaches it at 1, the iteration's end.
    static func firstTime(_ function: TimingFunction, over duration: Double, reaches progress: Double)
        -> Double
    {
        guard progress > 0 else { return 0 }
        guard progress < 1 else { return 1 }
        let steps = 64
        var low = 0.0
        var high = 1.0
        for step in 1...steps {
            let input = Double(step) / Double(steps)
            if function.value(at: input, over: duration, beforeFlag: false) >= progress {
                high = input
                low = Double(step - 1) / Double(steps)
                break
            }
        }
        for _ in 0..<50 {
            let middle = (low + high) / 2
            if function.value(at: middle, over: duration, beforeFlag: false) >= progress {
                high = middle
            } else {
                low = middle
            }
        }
        return high
    }
}
