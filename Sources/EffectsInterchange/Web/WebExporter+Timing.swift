import EffectsRegistry

extension WebExporter {
    /// The Web Animations timing of `placed`, its groups flattened into it.
    ///
    /// No browser has group effects, so each group's begin time and speed are folded into the
    /// track's delay and duration, and the groups' active intervals clip the track: a track still
    /// running when a group ends is cut by a fractional iteration count (the browser then holds the
    /// value at the cut exactly, as a group's forwards fill does). The fill modes of the chain decide
    /// what shows outside: the export works out, as Core Animation evaluates the chain, whether the
    /// track shows just after its clipped end and long after it (and likewise before its begin); when
    /// the two differ no single fill mode says it, and the track is refused. The speed is folded into
    /// `duration` and `delay` rather than written as a playback rate, so every animation of a page runs
    /// on the page's own clock: seeking them all to one `currentTime` shows the effect at that time.
    func timing(of placed: TrackPlacement, easing: String) throws(InterchangeError) -> (
        timing: WebTiming, holds: [HoldInterval]
    ) {
        let track = placed.track
        let subject = (placed.layer, track.target.keyPath)
        let (levels, begin, speed) = try flattenedChain(of: placed)
        let timing = track.timing
        let simple = timing.simpleDuration
        let cycle = timing.autoreverses ? 2 * simple : simple
        let ownEnd = begin + timing.activeDuration / speed
        let slack = MediaTiming.boundaryTolerance * max(1, abs(begin) + cycle)
        let start = levels.map(\.begin).max() ?? begin
        let end = levels.map(\.end).min() ?? ownEnd
        guard start <= begin + slack else {
            throw failure(subject.0, subject.1, "a track that begins before its group is not exported yet")
        }
        let activeEnd = max(begin, min(end, ownEnd))
        let outside = try fillOutside(
            placed, levels: levels, begin: begin, activeEnd: activeEnd, slack: slack)
        var offsetInCycle = timing.timeOffset.truncatingRemainder(dividingBy: cycle)
        if offsetInCycle < 0 { offsetInCycle += cycle }
        let active = activeDuration(
            timing, isCut: end < ownEnd - slack, by: (end - begin) * speed, offsetInCycle: offsetInCycle)
        if format == .css && offsetInCycle != 0 && begin != 0 {
            throw failure(
                subject.0, subject.1,
                "CSS has no iteration start: a time offset is written as a negative delay, which needs the track to begin at 0"
            )
        }
        let written = WebTiming(
            delay: begin * 1000, duration: simple / speed * 1000,
            iterations: active / simple,
            direction: timing.autoreverses ? "alternate" : "normal", fill: outside.fill,
            iterationStart: offsetInCycle / simple, composite: placed.composites ? "add" : "replace",
            easing: easing)
        return (written, outside.holds)
    }

    /// The track's timing chain in the timeline's seconds, its groups' begin times and speeds folded
    /// in: a level per group and the track's own last, the track's begin and its overall speed.
    private func flattenedChain(of placed: TrackPlacement) throws(InterchangeError) -> (
        levels: [Level], begin: Double, speed: Double
    ) {
        let subject = (placed.layer, placed.track.target.keyPath)
        var levels: [Level] = []
        var offset = 0.0
        var speed = 1.0
        for group in placed.groups {
            guard !group.autoreverses, group.timeOffset == 0, group.repeatCount <= 1,
                group.repeatDuration == 0
            else {
                throw failure(
                    subject.0, subject.1,
                    "a group that repeats, reverses or offsets its time is not exported yet")
            }
            guard group.speed > 0 else {
                throw failure(subject.0, subject.1, "a group with speed 0 is not exported yet")
            }
            let begin = offset + group.beginTime / speed
            speed *= group.speed
            levels.append(
                Level(begin: begin, end: begin + group.activeDuration / speed, fill: group.fillMode))
            offset = begin
        }
        let timing = placed.track.timing
        guard timing.speed > 0 else {
            throw failure(subject.0, subject.1, "a track with speed 0 is not exported yet")
        }
        let begin = offset + timing.beginTime / speed
        speed *= timing.speed
        levels.append(Level(begin: begin, end: begin + timing.activeDuration / speed, fill: timing.fillMode))
        return (levels, begin, speed)
    }

    /// The fill mode that says what the chain shows outside the track's active interval
    /// (`begin..<activeEnd`), or, where no single fill mode says it, `none` and the holds that cover
    /// the times the chain shows the track outside it.
    private func fillOutside(
        _ placed: TrackPlacement, levels: [Level], begin: Double, activeEnd: Double, slack: Double
    ) throws(InterchangeError) -> (fill: String, holds: [HoldInterval]) {
        // One fill mode says: before the begin, B; while active, shown; from the clipped end on, F.
        // Core Animation's chain must say the same at every begin and end of every link.
        let step = max(slack * 16, 1e-9)
        let holdsBefore = Level.shows(at: begin - step, levels, slack)
        let holdsAfter = activeEnd.isFinite ? Level.shows(at: activeEnd + step, levels, slack) : false
        var moments = [-Double.greatestFiniteMagnitude, Double.greatestFiniteMagnitude]
        for level in levels {
            for edge in [level.begin, level.end] where edge.isFinite {
                moments += [edge - step, edge + step]
            }
        }
        let agrees = moments.allSatisfy { moment in
            Level.shows(at: moment, levels, slack)
                == (moment < begin ? holdsBefore : (moment < activeEnd ? true : holdsAfter))
        }
        // Otherwise the main animation fills nothing and holds cover the times the chain shows it
        // outside its active interval.
        let holds =
            agrees
            ? [] : try Level.holds(levels, begin: begin, activeEnd: activeEnd, step: step, slack: slack)
        if holds.contains(where: { $0.from.isNaN }) {
            throw failure(
                placed.layer, placed.track.target.keyPath,
                "its groups hide it while it plays, which no fill mode can say")
        }
        switch agrees ? (holdsBefore, holdsAfter) : (false, false) {
        case (true, true): return ("both", holds)
        case (true, false): return ("backwards", holds)
        case (false, true): return ("forwards", holds)
        case (false, false): return ("none", holds)
        }
    }

    /// How long the track plays, in its own seconds: its active duration, or `cut` where a group
    /// ends it early; a cut exactly at an iteration's end plays a billionth of an iteration more.
    private func activeDuration(_ timing: MediaTiming, isCut: Bool, by cut: Double, offsetInCycle: Double)
        -> Double
    {
        let simple = timing.simpleDuration
        let active = isCut ? max(0, cut) : timing.activeDuration
        let reached = (offsetInCycle + active) / simple
        if isCut && active > 0 && abs(reached - reached.rounded()) <= 1e-9 * max(1, reached) {
            // A group cuts the track exactly where an iteration ends: Core Animation shows the start
            // of the next one, still playing, where Web Animations would show the end of the last.
            // A billionth of an iteration more lands the browser on the next one's start too.
            return active + simple * 1e-9
        }
        return active
    }
}

/// One link of a track's timing chain (a group, or the track itself) in the timeline's seconds.
struct Level {
    /// When it begins.
    let begin: Double
    /// When its active interval ends.
    let end: Double
    /// Its fill mode.
    let fill: FillMode

    /// Whether the chain shows the track at `time`, as Core Animation evaluates it: from the outside
    /// in, a link past its end holds its end only if it fills forwards, one before its begin holds
    /// its begin only if it fills backwards, and the links inside it see that held time.
    static func shows(at time: Double, _ levels: [Level], _ slack: Double) -> Bool {
        var clamp = time
        for level in levels {
            if clamp >= level.end - slack {
                if !level.fill.fillsForwards { return false }
                clamp = min(clamp, level.end)
            } else if clamp < level.begin - slack {
                if !level.fill.fillsBackwards { return false }
                clamp = max(clamp, level.begin)
            }
        }
        return true
    }

    /// The intervals outside `begin..<activeEnd` in which the chain shows the track, between
    /// consecutive begins and ends of its links; one with a NaN `from` when the chain hides it while
    /// it plays.
    static func holds(_ levels: [Level], begin: Double, activeEnd: Double, step: Double, slack: Double)
        throws(InterchangeError) -> [HoldInterval]
    {
        var edges = Set<Double>([begin, activeEnd])
        for level in levels {
            edges.insert(level.begin)
            edges.insert(level.end)
        }
        let sorted = edges.filter(\.isFinite).sorted()
        var holds: [HoldInterval] = []
        for index in 0...sorted.count {
            let from = index == 0 ? -Double.infinity : sorted[index - 1]
            let to = index == sorted.count ? Double.infinity : sorted[index]
            guard to - from > 2 * step else { continue }
            let probe = from.isFinite ? (to.isFinite ? (from + to) / 2 : from + 1) : to - 1
            let shown = shows(at: probe, levels, slack)
            let playing = probe >= begin && probe < activeEnd
            if shown && !playing { holds.append(HoldInterval(from: from, to: to, probe: probe)) }
            if !shown && playing { return [HoldInterval(from: .nan, to: .nan, probe: .nan)] }
        }
        return holds
    }
}

/// A stretch of the timeline's time in which the chain shows a track outside its active interval,
/// holding one value: written as a constant animation.
struct HoldInterval {
    /// Where it starts (minus infinity: from the start of time).
    let from: Double
    /// Where it ends (infinity: for ever).
    let to: Double
    /// A moment inside it, where the held value is read.
    let probe: Double
}
