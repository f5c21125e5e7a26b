import EffectsRegistry

extension CSSTimingMapping {
    /// An animation without an active interval (a duration of 0 s, or 0 iterations): what it shows
    /// before its delay ends and from then on, as Web Animations computes it (§4.8–4.11).
    struct Instant: Hashable, Sendable {
        /// When the animation's moment is, seconds (a negative delay counts as 0).
        var time: Double
        /// The keyframes' progress shown before it, if the animation fills backwards.
        var before: Double?
        /// The keyframes' progress shown from it on, if the animation fills forwards.
        var after: Double?
    }

    /// The instant of `entry`, whose duration or iteration count is 0.
    ///
    /// Before, the iteration's start shows (its end for a direction that starts reversed). After,
    /// the overall progress is the iteration count for a zero duration (0 for a zero count); its
    /// fraction, or 1 where it is whole and not 0, is the iteration's progress, directed by the
    /// direction and the parity of the iteration (an endless count as Chromium takes it: odd).
    static func instant(of entry: CSSAnimationEntry) -> Instant {
        let direction = entry.direction
        let before: Double? = entry.fillMode.fillsBackwards ? (direction.startsReversed ? 1 : 0) : nil
        var after: Double?
        if entry.fillMode.fillsForwards {
            let count = entry.iterationCount
            if entry.duration == 0 && count.isInfinite {
                // An endless iteration count has no parity: Chromium takes it as odd for both
                // alternating directions (∞ mod 2 is not 0), so only `normal` ends forwards.
                after = direction == .normal ? 1 : 0
            } else {
                let overall = entry.duration == 0 ? count : 0
                var iteration = overall.rounded(.down)
                var progress = overall - iteration
                if progress == 0 && count != 0 {
                    progress = 1
                    iteration -= 1
                }
                let odd = iteration.truncatingRemainder(dividingBy: 2) != 0
                let backwards: Bool
                switch direction {
                case .normal: backwards = false
                case .reverse: backwards = true
                case .alternate: backwards = odd
                case .alternateReverse: backwards = !odd
                }
                after = backwards ? 1 - progress : progress
            }
        }
        return Instant(time: max(entry.delay, 0), before: before, after: after)
    }

    /// The timing of a track frozen at `progress` of a nominal 1 s iteration, from `begin` on.
    ///
    /// Progress 1 is the turn of an autoreversing iteration, since a whole cycle of offset would be
    /// the next iteration's start.
    static func frozen(at progress: Double, begin: Double) -> MediaTiming {
        var timing = MediaTiming(
            beginTime: begin, duration: 1, fillMode: .forwards, speed: 0, timeOffset: progress)
        if progress >= 1 {
            timing.autoreverses = true
            timing.repeatCount = 0.5
            timing.timeOffset = 1
        }
        return timing
    }
}
