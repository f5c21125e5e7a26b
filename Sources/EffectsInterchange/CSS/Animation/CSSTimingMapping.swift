import EffectsRegistry

/// Web Animations' timing of one CSS animation, written in Core Animation's terms (docs/Export.md's
/// mapping read backwards).
///
/// - `delay` is the begin time (a negative one starts part-way, as in CSS);
/// - `iteration-count` N is the repeat count, `infinite` repeats forever;
/// - `alternate` autoreverses with N / 2 repetitions of the doubled cycle;
/// - `alternate-reverse` does the same from the turn (a time offset of one duration), so the first
///   iteration runs backwards; `reverse` with N ≤ 1 is that construct cut after its first iteration,
///   and with more iterations a group of duration d repeating N times around it, so that every
///   iteration runs backwards — the keyframes and their easings stay as written, which keeps a
///   `steps()` jump on the side CSS puts it;
/// - `paused` freezes time (speed 0) where the animation stands at time 0.
///
/// A zero duration or iteration count has no active interval, which a Core Animation track cannot
/// have: such an animation is built as what it shows, a frozen track from its moment on and a group
/// that holds the start before it (``Instant``).
struct CSSTimingMapping: Hashable, Sendable {
    /// The tracks' timing (or the group's, for ``reversedIteration``).
    var timing: MediaTiming
    /// The tracks' timing inside the group, for `reverse` with more than one iteration.
    var reversedIteration: MediaTiming?
    /// The end of the active interval, seconds.
    var end: Double
    /// For an animation without an active interval, what it shows before and after its moment
    /// (``timing`` is then the frozen timing of what shows after).
    var instant: Instant? = nil

    /// The mapping of `entry`'s timing, or `nil` when the animation never shows.
    ///
    /// An animation paused before it starts without filling backwards never shows. `fallback` is
    /// where messages point for a part written nowhere.
    static func mapping(of entry: CSSAnimationEntry, fallback: Range<Int>) throws(CSSValueError)
        -> CSSTimingMapping?
    {
        let duration = entry.duration
        let count = entry.iterationCount
        if duration == 0 || count == 0 {
            guard !entry.isPaused else {
                throw CSSValueError(
                    .cssNotExact(
                        "a paused animation without an active interval (a duration or a count of 0) is not imported",
                        hint: "give it a duration and a count, or make it run"),
                    at: entry.range(of: "animation-play-state", or: fallback))
            }
            let instant = instant(of: entry)
            let timing = frozen(at: instant.after ?? 0, begin: instant.time)
            return CSSTimingMapping(
                timing: timing, reversedIteration: nil, end: instant.time, instant: instant)
        }
        let active = count.isInfinite ? Double.infinity : duration * count
        var timing = MediaTiming(
            beginTime: entry.delay, duration: duration, repeatCount: count, fillMode: entry.fillMode)
        var reversedIteration: MediaTiming?
        switch entry.direction {
        case .normal:
            break
        case .alternate, .alternateReverse:
            timing.autoreverses = true
            timing.repeatCount = count / 2
            if entry.direction == .alternateReverse { timing.timeOffset = duration }
        case .reverse where count <= 1:
            timing.autoreverses = true
            timing.repeatCount = count / 2
            timing.timeOffset = duration
        case .reverse:
            reversedIteration = MediaTiming(
                duration: duration, repeatCount: 0.5, autoreverses: true, fillMode: .both,
                timeOffset: duration)
        }
        let end = entry.delay + active
        guard entry.isPaused else {
            return CSSTimingMapping(timing: timing, reversedIteration: reversedIteration, end: end)
        }
        return try paused(timing, reversedIteration, entry: entry, active: active, fallback: fallback)
    }

    /// The frozen timing of a paused animation: where it stands at time 0, from time 0 on.
    private static func paused(
        _ running: MediaTiming, _ reversedIteration: MediaTiming?, entry: CSSAnimationEntry, active: Double,
        fallback: Range<Int>
    ) throws(CSSValueError) -> CSSTimingMapping? {
        let elapsed = -entry.delay
        guard reversedIteration == nil, elapsed < active else {
            throw CSSValueError(
                .cssNotExact(
                    reversedIteration == nil
                        ? "a paused animation that has already ended cannot be frozen exactly"
                        : "a paused 'reverse' animation of several iterations cannot be frozen exactly",
                    hint: "make it run ('animation-play-state: running')"),
                at: entry.range(of: "animation-play-state", or: fallback))
        }
        var timing = running
        timing.beginTime = 0
        timing.speed = 0
        if elapsed < 0 {
            // Paused before its delay ends: only a backwards fill shows, the iteration's start.
            guard entry.fillMode.fillsBackwards else { return nil }
        } else {
            timing.timeOffset += elapsed
        }
        timing.fillMode = .both
        return CSSTimingMapping(timing: timing, reversedIteration: nil, end: 0)
    }
}
