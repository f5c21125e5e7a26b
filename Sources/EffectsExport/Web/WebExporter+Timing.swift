import EffectsRegistry

extension WebExporter {
    /// How early every animation starts, in seconds: 1 ns.
    ///
    /// Chromium's time arithmetic can land a hair short of a boundary reached at its exact decimal
    /// time (at 0.95 s a track that began at 0.05 s with 0.9 s iterations is at 0.9999999999999999 of
    /// its first iteration, not at the start of the second), where the core's sampler takes a moment
    /// that close as on the boundary. Starting every animation 1 ns early puts a sample at a begin,
    /// an end, a wrap or a jump on the same side the sampler does; no value moves by more than its
    /// rate of change times 1 ns.
    static let earlyStart = 1e-9

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
    func timing(of placed: TrackPlacement, easing: String) throws(ExportError) -> WebTiming {
        let track = placed.track
        let subject = (placed.layer, track.target.keyPath)
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
        let timing = track.timing
        guard timing.speed > 0 else {
            throw failure(subject.0, subject.1, "a track with speed 0 is not exported yet")
        }
        let begin = offset + timing.beginTime / speed
        speed *= timing.speed
        let simple = timing.simpleDuration
        let cycle = timing.autoreverses ? 2 * simple : simple
        let ownEnd = begin + timing.activeDuration / speed
        levels.append(Level(begin: begin, end: ownEnd, fill: timing.fillMode))
        let slack = MediaTiming.boundaryTolerance * max(1, abs(begin) + cycle)
        let start = levels.map(\.begin).max() ?? begin
        let end = levels.map(\.end).min() ?? ownEnd
        guard start <= begin + slack else {
            throw failure(subject.0, subject.1, "a track that begins before its group is not exported yet")
        }
        var active = timing.activeDuration
        if end < ownEnd - slack { active = max(0, (end - begin) * speed) }
        // One fill mode says: before the begin, B; while active, shown; from the clipped end on, F.
        // Core Animation's chain must say the same at every begin and end of every link.
        let step = max(slack * 16, 1e-9)
        let activeEnd = max(begin, min(end, ownEnd))
        let holdsBefore = Level.shows(at: begin - step, levels, slack)
        let holdsAfter = activeEnd.isFinite ? Level.shows(at: activeEnd + step, levels, slack) : false
        var moments = [-Double.greatestFiniteMagnitude, Double.greatestFiniteMagnitude]
        for level in levels {
            for edge in [level.begin, level.end] where edge.isFinite {
                moments += [edge - step, edge + step]
            }
        }
        for moment in moments {
            let written = moment < begin ? holdsBefore : (moment < activeEnd ? true : holdsAfter)
            guard Level.shows(at: moment, levels, slack) == written else {
                throw failure(
                    subject.0, subject.1,
                    moment < begin
                        ? "its fill and its groups' differ: it would show before its begin only part of the time"
                        : "its fill and its groups' differ: it would show after its end only until a group ends"
                )
            }
        }
        var offsetInCycle = timing.timeOffset.truncatingRemainder(dividingBy: cycle)
        if offsetInCycle < 0 { offsetInCycle += cycle }
        if format == .css && offsetInCycle != 0 && begin != 0 {
            throw failure(
                subject.0, subject.1,
                "CSS has no iteration start: a time offset is written as a negative delay, which needs the track to begin at 0"
            )
        }
        let fill: String
        switch (holdsBefore, holdsAfter) {
        case (true, true): fill = "both"
        case (true, false): fill = "backwards"
        case (false, true): fill = "forwards"
        case (false, false): fill = "none"
        }
        return WebTiming(
            delay: begin * 1000 - Self.earlyStart * 1000, duration: simple / speed * 1000,
            iterations: active / simple,
            direction: timing.autoreverses ? "alternate" : "normal", fill: fill,
            iterationStart: offsetInCycle / simple, composite: track.isAdditive ? "add" : "replace",
            easing: easing)
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
}
