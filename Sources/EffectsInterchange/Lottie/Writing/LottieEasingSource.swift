import EffectsRegistry

/// Where exact easings come from: the tracks of a channel's properties, followed through their
/// groups to the keyframe segment that plays at a moment.
///
/// Between two consecutive keyframe boundaries a track plays one segment of one iteration, its
/// local time running straight with the timeline's, so the value follows the segment's timing
/// function over a stretch of its input: a cubic Bézier (or a straight line) that Lottie's handles
/// hold exactly, cut to that stretch by ``LottieEasing/piece(from:to:)``.
struct LottieEasingSource: Sendable {
    /// The placed tracks that drive the channel.
    let tracks: [PlacedTrack]

    /// Where one track is at a moment: its iteration, segment, and the input of the segment's curve.
    private struct Position: Equatable {
        var iteration: Double
        var isReversed: Bool
        var segment: Int
        var input: Double
    }

    /// The easings of the segments the tracks play between `from` and `to`.
    ///
    /// Each is a candidate for the whole stretch, first to last. Tracks that are still there, play a curve Lottie cannot hold
    /// or change segment within the stretch give none.
    func candidates(from: Double, to: Double) -> [LottieEasing] {
        let span = to - from
        guard span > 0 else { return [] }
        var found: [LottieEasing] = []
        for placed in tracks {
            let probes = [0.25, 0.5, 0.75].map { from + span * $0 }
            let positions = probes.map { position(of: placed, at: $0) }
            guard let first = positions[0], let middle = positions[1], let last = positions[2],
                first.segment == middle.segment, middle.segment == last.segment,
                first.iteration == last.iteration, first.isReversed == last.isReversed,
                let curve = curve(of: placed.track, segment: first.segment)
            else { continue }
            // The input runs straight with time: it is where it would be at both ends.
            let rate = (last.input - first.input) / (probes[2] - probes[0])
            guard abs(middle.input - (first.input + last.input) / 2) <= 1e-9, abs(rate) > 0 else { continue }
            // A whole segment's ends are 0 and 1 to rounding: taken as such, the curve needs no cutting.
            func snapped(_ input: Double) -> Double {
                abs(input) < 1e-9 ? 0 : abs(input - 1) < 1e-9 ? 1 : input
            }
            let start = snapped(first.input + (from - probes[0]) * rate)
            let end = snapped(first.input + (to - probes[0]) * rate)
            if let easing = curve.piece(from: start, to: end), !found.contains(easing) {
                found.append(easing)
            }
        }
        return found
    }

    /// The segment curve of `track` as Lottie handles: its segment's timing function, or the whole
    /// track's when it has a single segment; `nil` for anything but a line or a cubic Bézier.
    private func curve(of track: Track, segment: Int) -> LottieEasing? {
        let segmentFunction = track.timingFunctions.flatMap {
            $0.indices.contains(segment) ? $0[segment] : nil
        }
        let trackFunction = track.timingFunction
        switch (LottieEasingSource.handles(segmentFunction), LottieEasingSource.handles(trackFunction)) {
        case (let segmentCurve?, .some(.linear)): return segmentCurve
        case (.some(.linear), let trackCurve?) where track.values.count == 2: return trackCurve
        default: return nil
        }
    }

    /// A timing function as handles: `nil` (linear) and `linear` are straight, a cubic Bézier its
    /// control points; anything else has no handles.
    private static func handles(_ function: TimingFunction?) -> LottieEasing? {
        switch function {
        case nil, .linear?: return .linear
        case .cubicBezier(let curve)?:
            return LottieEasing(x1: curve.x1, y1: curve.y1, x2: curve.x2, y2: curve.y2)
        default: return nil
        }
    }

    /// Where `placed` is at timeline `time`: through its groups' local times to its own, then to a
    /// segment; `nil` when it does not play there or is not in `linear` mode.
    private func position(of placed: PlacedTrack, at time: Double) -> Position? {
        var local = time
        for group in placed.groups {
            guard let groupTime = group.localTime(atParentTime: local) else { return nil }
            local = groupTime.time
        }
        let track = placed.track
        guard track.calculationMode == .linear, let own = track.timing.localTime(atParentTime: local) else {
            return nil
        }
        let progress = own.time / track.timing.simpleDuration
        let keys = track.effectiveKeyTimes
        guard keys.count >= 2 else { return nil }
        let trackCurve = LottieEasingSource.handles(track.timingFunction)
        if trackCurve != .linear {
            // A whole-track curve is exact only over a single segment: its input is the progress.
            guard keys.count == 2 else { return nil }
            return Position(iteration: own.iteration, isReversed: own.isReversed, segment: 0, input: progress)
        }
        var segment = 0
        while segment + 2 < keys.count && keys[segment + 1] <= progress { segment += 1 }
        let width = keys[segment + 1] - keys[segment]
        guard width > 0 else { return nil }
        return Position(
            iteration: own.iteration, isReversed: own.isReversed, segment: segment,
            input: (progress - keys[segment]) / width)
    }
}
