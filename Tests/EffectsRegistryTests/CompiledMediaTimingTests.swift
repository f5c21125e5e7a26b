import TestSupport
import Testing

@testable import EffectsRegistry

/// The plain-timing fast path of ``CompiledMediaTiming`` gives exactly what the general path gives.
@Suite struct CompiledMediaTimingTests {
    /// The local time of `compiled` at `time`, by the path `plain` says.
    private func resolve(_ compiled: CompiledMediaTiming, plain: Bool, at time: Double) -> LocalTime? {
        var timing = compiled
        timing.isPlain = plain
        return timing.localTime(atParentTime: time)
    }

    @Test func theFastPathEqualsTheGeneralPathAtAndAroundEveryBoundary() {
        var generator = SeededGenerator(seed: 12)
        let decimals = [0, 0.1, 0.2, 0.3, 0.239, 0.77675, 1, 1.2, 2.5, 1e-9, 1e9]
        for _ in 0..<randomCaseCount(2000) {
            let begin = decimals[generator.below(decimals.count)] * (generator.next() % 2 == 0 ? 1 : -1)
            let duration = decimals[generator.below(decimals.count)]
            let fill = FillMode.allCases[generator.below(FillMode.allCases.count)]
            let parent = [0, 1e-13, 1e-9][generator.below(3)]
            let compiled = CompiledMediaTiming(
                MediaTiming(beginTime: begin, duration: duration, fillMode: fill), parentTolerance: parent)
            #expect(compiled.isPlain)
            let end = begin + compiled.activeDuration
            let tolerance = compiled.tolerance
            let anchors = [begin, end, begin + compiled.activeDuration / 2, -0.0, 0]
            let anchor = anchors[generator.below(anchors.count)]
            let shifts = [0, tolerance, -tolerance, 2 * tolerance, -2 * tolerance]
            var time = anchor + shifts[generator.below(shifts.count)]
            for _ in 0..<generator.below(4) { time = generator.next() % 2 == 0 ? time.nextUp : time.nextDown }
            let fast = resolve(compiled, plain: true, at: time)
            let general = resolve(compiled, plain: false, at: time)
            #expect(fast == general, "begin \(begin), duration \(duration), \(fill), at \(time)")
            #expect(fast?.time.bitPattern == general?.time.bitPattern)
        }
    }
}
