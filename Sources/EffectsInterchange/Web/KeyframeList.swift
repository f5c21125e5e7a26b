import EffectsRegistry

/// Keyframes built in order, with jumps written as steep ramps between keyframes.
///
/// A jump (a step of `steps()`, the end of a `hold`, a discrete value) is written as two keyframes
/// with linear easings, the value before it ``lead`` early and the value after it at the jump's
/// own offset less one ``lead``, rather than as a `steps()` easing: Chromium caches a sample per
/// iteration and fraction that can return a stale `steps()` value after seeking, and its progress
/// arithmetic can land a hair below a jump that a sample at the jump's exact time should show
/// (0.7 s − 0.5 s is 0.19999999999999996 s). The core's sampler likewise takes a moment a hair
/// before a jump as on it. Two keyframes at one offset would be a true jump in Web Animations, but
/// CSS merges `@keyframes` rules of one offset, so both formats get the ramp: 2 × 10⁻⁹ of an
/// iteration wide, ending 10⁻⁹ before the jump. A jump at offset 0 has no room before it: it is
/// the one `steps(1, jump-start)` easing, over the first 10⁻⁹ (see ``jump(at:from:to:)``).
struct KeyframeList {
    /// How early a jump's ramp ends, and how wide it is, in iterations.
    static let lead = 1e-9

    private(set) var frames: [WebKeyframe] = []

    /// Adds a keyframe (offsets never go back, and a repeat of the last keyframe is dropped).
    ///
    /// A keyframe at the last one's offset with other values (two keys at one time: the value
    /// jumps there) is written as a jump (``jump(at:from:to:)``): CSS merges keyframes that share
    /// an offset and an easing into one, the later values winning, which would lose the value
    /// before the jump.
    mutating func add(_ offset: Double, _ declarations: [WebDeclaration], easing: String = "linear") {
        let placed = min(max(offset, frames.last?.offset ?? 0, 0), 1)
        if let last = frames.last, last.offset == placed {
            if last.declarations == declarations, easing == last.easing { return }
            if last.declarations != declarations {
                frames.removeLast()
                jump(at: placed, from: last.declarations, to: declarations)
                if let after = frames.popLast() {
                    frames.append(
                        WebKeyframe(offset: after.offset, easing: easing, declarations: after.declarations))
                }
                return
            }
        }
        frames.append(WebKeyframe(offset: placed, easing: easing, declarations: declarations))
    }

    /// Adds a jump from one value to another at `offset`.
    ///
    /// The ramp from `before` to `after` ends ``lead`` early. A keyframe already placed within the
    /// ramp that shows `before` (the start of the segment the jump opens) gives way to it. A jump at
    /// offset 0 is a one-step `jump-start` easing from `before` at 0 to `after` at ``lead``: `after`
    /// from the start on, `before` where the before flag is set (a backwards-filled delay).
    mutating func jump(at offset: Double, from before: [WebDeclaration], to after: [WebDeclaration]) {
        let early = max(offset - 2 * KeyframeList.lead, 0)
        let late = max(offset - KeyframeList.lead, 0)
        while let last = frames.last, last.offset >= early, last.declarations == before {
            frames.removeLast()
        }
        if late == 0 {
            // A jump at the very start has no room for a ramp before it. A one-step jump-start
            // easing shows `after` from offset 0 on, and `before` where the before flag is set:
            // in a backwards-filled delay, as CSS and Web Animations show a jump at the start.
            frames.append(WebKeyframe(offset: 0, easing: "steps(1, jump-start)", declarations: before))
            frames.append(WebKeyframe(offset: KeyframeList.lead, easing: "linear", declarations: after))
            return
        }
        if early < late && early >= (frames.last?.offset ?? 0) {
            frames.append(WebKeyframe(offset: early, easing: "linear", declarations: before))
        }
        frames.append(
            WebKeyframe(offset: max(late, frames.last?.offset ?? 0), easing: "linear", declarations: after))
    }

    /// Adds a segment from `start` to `end` that moves by `steps`: `first` at `start`, then each
    /// jump as a ramp between the values `shown` gives at the amounts of change before and after it.
    mutating func steps(
        _ steps: Steps, from start: Double, to end: Double, first: [WebDeclaration],
        shown: (Double) -> [WebDeclaration]
    ) {
        add(start, first)
        for jump in 0...steps.count {
            let s = Double(jump) / Double(steps.count)
            let below = steps.value(at: s, beforeFlag: true)
            let above = steps.value(at: s)
            guard above != below else { continue }
            self.jump(at: start + (end - start) * s, from: shown(below), to: shown(above))
        }
    }

    /// The keyframes of a `discrete` track whose keyframes show `shown`: each holds from its key
    /// time to the next, a jump at every key time after the first (Core Animation takes one key
    /// time more than values as the end of the last).
    static func discrete(_ shown: [[WebDeclaration]], keyTimes times: [Double]) -> [WebKeyframe] {
        var frames = KeyframeList()
        guard let first = shown.first else { return [] }
        if let start = times.first, start > 0 { frames.add(0, first) }
        frames.add(times.first ?? 0, first)
        for index in 1..<shown.count where times.indices.contains(index) {
            frames.jump(at: times[index], from: shown[index - 1], to: shown[index])
        }
        let lastTime = times.count > shown.count ? times[shown.count] : (times.last ?? 1)
        if let last = shown.last {
            frames.add(min(lastTime, 1), last)
            frames.add(1, last)
        }
        return frames.frames
    }

    /// The steps a segment timing function jumps by: `steps(…)` itself, `hold` as one step at its
    /// end; `nil` for a continuous function.
    static func steps(of function: TimingFunction?) -> Steps? {
        switch function {
        case .steps(let steps): return steps
        case .hold: return try? Steps(count: 1, position: .jumpEnd)
        default: return nil
        }
    }
}
