@testable import EffectsInterchange

/// The moments the CSS proofs compare an import with Chromium at: 60 frames a second over the
/// effect, its end, and every keyframe boundary of every iteration of its animations (a hair
/// before and after a boundary is where a wrong easing or a wrong side shows first).
enum CSSProofMoments {
    /// The moments, seconds, ascending, within `0...duration` (an instant where it falls).
    ///
    /// `iterations` are the iterations whose boundaries count (negative ones for animations that
    /// start part-way); `extra` are moments a proof adds; with `instants`, an animation without an
    /// active interval adds its moment; with `starts`, each animation's begin counts and its
    /// boundaries are those of its time offset's (a transition started part-way).
    static func moments(
        duration: Double, animations: [CSSAnimationPlan], iterations: Range<Int>, extra: [Double] = [],
        instants: Bool = false, starts: Bool = false
    ) -> [Double] {
        var times = Set((0...Int((duration * 60).rounded(.down))).map { Double($0) / 60 })
        times.insert(duration)
        for time in extra where time >= 0 && time <= duration { times.insert(time) }
        for animation in animations {
            if instants, let instant = animation.instant {
                times.insert(instant.time)
            }
            let timing = animation.timing
            guard timing.speed != 0 else { continue }
            let begin = timing.beginTime - (starts ? timing.timeOffset : 0)
            let length = timing.simpleDuration
            let offsets = Set(animation.tracks.flatMap(\.offsets).flatMap { [$0, 1 - $0] })
            for iteration in iterations {
                for offset in offsets {
                    let time = begin + (Double(iteration) + offset) * length
                    if time >= 0 && time <= duration { times.insert(time) }
                }
            }
            if starts && timing.beginTime >= 0 && timing.beginTime <= duration {
                times.insert(timing.beginTime)
            }
        }
        return times.sorted()
    }
}
