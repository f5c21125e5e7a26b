import Testing

@testable import EffectsRegistry

@Suite struct MediaTimingTests {
    @Test func defaultsAreCoreAnimations() {
        let timing = MediaTiming()
        #expect(timing.duration == 0.25)
        #expect(timing.fillMode == .removed)
        #expect(timing.speed == 1)
        #expect(timing.repeatCount == 0)
        #expect(MediaTiming(duration: 0).simpleDuration == 0.25)
        #expect(MediaTiming(duration: -1).simpleDuration == 0.25)
    }

    @Test func activeIntervalIsHalfOpen() {
        let timing = MediaTiming(beginTime: 1, duration: 2)
        #expect(timing.localTime(atParentTime: 0.999) == nil)
        #expect(timing.localTime(atParentTime: 1) == LocalTime(time: 0, iteration: 0))
        #expect(timing.localTime(atParentTime: 2.5) == LocalTime(time: 1.5, iteration: 0))
        #expect(timing.localTime(atParentTime: 3) == nil)
    }

    @Test func fillModesHoldTheEnds() {
        let forwards = MediaTiming(beginTime: 1, duration: 2, fillMode: .forwards)
        #expect(forwards.localTime(atParentTime: 0) == nil)
        #expect(forwards.localTime(atParentTime: 10) == LocalTime(time: 2, iteration: 0, isAfter: true))
        let backwards = MediaTiming(beginTime: 1, duration: 2, fillMode: .backwards)
        #expect(backwards.localTime(atParentTime: 0) == LocalTime(time: 0, iteration: 0, isBefore: true))
        #expect(backwards.localTime(atParentTime: 10) == nil)
        let both = MediaTiming(beginTime: 1, duration: 2, fillMode: .both)
        #expect(both.localTime(atParentTime: 0) != nil && both.localTime(atParentTime: 10) != nil)
    }

    @Test func repeatsAndEndsOnTheLastIteration() {
        let timing = MediaTiming(duration: 1, repeatCount: 2, fillMode: .forwards)
        #expect(timing.localTime(atParentTime: 0.5) == LocalTime(time: 0.5, iteration: 0))
        #expect(timing.localTime(atParentTime: 1.25) == LocalTime(time: 0.25, iteration: 1))
        #expect(timing.localTime(atParentTime: 2) == LocalTime(time: 1, iteration: 1, isAfter: true))
    }

    @Test func fractionalRepeatCountStopsPartWay() {
        let timing = MediaTiming(duration: 1, repeatCount: 1.5, fillMode: .forwards)
        #expect(timing.activeDuration == 1.5)
        #expect(timing.localTime(atParentTime: 5) == LocalTime(time: 0.5, iteration: 1, isAfter: true))
    }

    @Test func repeatDurationLimitsTheActiveInterval() {
        let timing = MediaTiming(duration: 1, repeatDuration: 2.5)
        #expect(timing.activeDuration == 2.5)
        #expect(timing.localTime(atParentTime: 2.25) == LocalTime(time: 0.25, iteration: 2))
        #expect(timing.localTime(atParentTime: 2.5) == nil)
    }

    @Test func autoreversePlaysBackwards() {
        let timing = MediaTiming(duration: 1, autoreverses: true, fillMode: .forwards)
        #expect(timing.activeDuration == 2)
        #expect(timing.localTime(atParentTime: 0.25)?.time == 0.25)
        #expect(timing.localTime(atParentTime: 1.25)?.time == 0.75)
        #expect(timing.localTime(atParentTime: 3)?.time == 0)
    }

    @Test func speedAndTimeOffsetShiftLocalTime() {
        let fast = MediaTiming(duration: 1, speed: 2)
        #expect(fast.endTime == 0.5)
        #expect(fast.localTime(atParentTime: 0.25)?.time == 0.5)
        // timeOffset starts the cycle part-way and wraps around, as in Core Animation.
        let offset = MediaTiming(duration: 1, timeOffset: 0.5)
        #expect(offset.localTime(atParentTime: 0.25)?.time == 0.75)
        #expect(offset.localTime(atParentTime: 0.75)?.time == 0.25)
    }

    @Test func speedZeroFreezesAtTheOffset() {
        let frozen = MediaTiming(duration: 1, speed: 0, timeOffset: 0.3)
        #expect(frozen.endTime == .infinity)
        #expect(frozen.localTime(atParentTime: 100)?.time == 0.3)
    }

    @Test func repeatForeverFarOutStaysFinite() {
        let forever = MediaTiming(duration: 0.3, repeatCount: .infinity)
        let local = forever.localTime(atParentTime: 1e12)
        #expect(local != nil)
        #expect(local.map { $0.time >= 0 && $0.time <= 0.3 && $0.iteration.isFinite } == true)
    }
}
