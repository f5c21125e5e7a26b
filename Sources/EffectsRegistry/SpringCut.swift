/// A spring stopped before it settles: springs run in seconds, so a track (or keyframe segment)
/// shorter than the spring's settling duration cuts its motion, as Core Animation cuts a
/// `CASpringAnimation` whose `duration` is shorter than its `settlingDuration`.
public struct SpringCut: Hashable, Sendable {
    /// The track whose spring is cut.
    public let address: TrackAddress
    /// When the cut happens first, in timeline seconds.
    public let time: Double
    /// How long the spring ran before the cut, in the track's seconds.
    public let elapsed: Double
    /// How long the spring needs to settle, seconds (``Spring/settlingDuration``).
    public let settlingDuration: Double
    /// The track's own value just before the cut (before any additive sum or model value).
    public let value: Value
}

extension TimelineAnalysis {
    /// The first spring of `placed` (its whole-track one, else its segments' in order) that its
    /// iteration or segment cuts before it settles, if any.
    static func springCut(of placed: PlacedTrack) -> SpringCut? {
        let track = placed.track
        let simple = track.timing.simpleDuration
        var cut: (spring: Spring, elapsed: Double, local: Double)?
        if case .spring(let spring) = track.timingFunction, simple < spring.settlingDuration {
            cut = (spring, simple, simple)
        } else if let functions = track.timingFunctions, track.appliesSegmentTimings,
            functions.contains(where: \.isSpring)
        {
            let keyTimes = track.effectiveKeyTimes
            for segment in 0..<min(functions.count, keyTimes.count - 1) {
                guard case .spring(let spring) = functions[segment] else { continue }
                let elapsed = (keyTimes[segment + 1] - keyTimes[segment]) * simple
                // A zero-length segment is a jump, not a cut spring.
                if elapsed > 0 && elapsed < spring.settlingDuration {
                    // Only the cut keyframe's moment is needed: the others' take a search each.
                    cut = (spring, elapsed, track.keyframeLocalTime(ofKeyTime: keyTimes[segment + 1]))
                    break
                }
            }
        }
        guard let cut else { return nil }
        // The moment in timeline time, through the track's and its groups' first iterations.
        var time = track.timing.firstParentTime(ofLocal: cut.local)
        for group in placed.groups.reversed() { time = group.firstParentTime(ofLocal: time) }
        return SpringCut(
            address: placed.address, time: time, elapsed: cut.elapsed,
            settlingDuration: cut.spring.settlingDuration,
            value: ownValue(of: placed, atLocalTime: cut.local))
    }

    /// The value `placed`'s track alone shows just before `local` in its first iteration.
    private static func ownValue(of placed: PlacedTrack, atLocalTime local: Double) -> Value {
        let track = placed.track
        let timing = MediaTiming(duration: track.timing.simpleDuration, fillMode: .both)
        // At the end of the iteration a forward fill holds the last frame; before a segment's end
        // the moment a hair earlier is the segment's last value.
        let moment = local >= timing.simpleDuration ? local : local - 1e-9 * max(1, local)
        guard let alone = track.replacing(timing: timing, isAdditive: false, isCumulative: false) else {
            return track.values.first ?? Value.zero(count: track.target.valueCount)
        }
        return track.probedValue(of: .track(alone), at: moment)
    }
}

extension Track {
    /// The track with its springs settled (each replaced by `linear`), or `nil` when it has none:
    /// at the end of an iteration it shows the value its springs head for.
    var withSpringsSettled: Track? {
        func isSpring(_ function: TimingFunction?) -> Bool { function?.isSpring ?? false }
        let functions = timingFunctions ?? []
        guard isSpring(timingFunction) || functions.contains(where: { isSpring($0) }) else { return nil }
        return try? replacing(
            timingFunctions: .some(timingFunctions.map { list in list.map { isSpring($0) ? .linear : $0 } }),
            timingFunction: .some(isSpring(timingFunction) ? .linear : timingFunction))
    }
}

extension PlacedTrack {
    /// The same placement holding another track (the same track changed, such as with its springs
    /// settled).
    func replacingTrack(with other: Track) -> PlacedTrack {
        PlacedTrack(
            address: address, layer: layer, track: other, groups: groups, begin: begin, end: end,
            unclippedEnd: unclippedEnd, isCut: isCut, timelineDuration: timelineDuration)
    }
}

extension Track {
    /// Whether sampling applies the per-segment timing functions: not in `discrete` mode (a value
    /// holds, nothing is eased) nor in the paced modes (which pace the whole track and drop them).
    var appliesSegmentTimings: Bool {
        switch calculationMode {
        case .linear, .cubic: return true
        case .discrete, .paced, .cubicPaced: return false
        }
    }
}

extension TimingFunction {
    /// Whether this is a spring, which runs in seconds rather than progress.
    var isSpring: Bool {
        guard case .spring = self else { return false }
        return true
    }
}
