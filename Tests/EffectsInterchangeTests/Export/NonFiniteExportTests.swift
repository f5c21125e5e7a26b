import EffectsInterchange
import EffectsRegistry
import Testing

/// A timeline built in Swift can hold finite numbers whose arithmetic overflows (the readers refuse
/// them, a program need not): no export writes `inf`, `nan` or `null` for them, or drops the track
/// without a word; each refuses with the track's name.
struct NonFiniteExportTests {
    /// A layer whose transform slides from −1.7e308 to 1.7e308 points: each keyframe is finite,
    /// their matrices' differences are not.
    static func overflowing() throws -> Timeline {
        let track = try Track(
            transform: [
                TransformList([.translate(x: -1.7e308, y: 0)]), TransformList([.translate(x: 1.7e308, y: 0)]),
            ], timingFunction: .ease, timing: MediaTiming(duration: 1))
        return try Timeline(duration: 1, layers: [Layer(name: "l", animations: [.track(track)])])
    }

    /// CSS and Lottie sample the matrix, and refuse; Web Animations and the page write the
    /// keyframes' own functions, whose numbers are finite.
    @Test(arguments: [InterchangeFormat.css, .waapi, .html, .lottie])
    func anOverflowIsRefusedNotWritten(_ format: InterchangeFormat) throws {
        let timeline = try Self.overflowing()
        do {
            let text = try export(timeline, as: format)
            #expect(format == .waapi || format == .html, "\(format) wrote the overflow")
            #expect(!text.contains("nan") && !text.contains("inf)") && !text.contains(": null"))
            #expect(text.contains("translate(-1.7e+308px, 0px)"))
        } catch {
            #expect(format == .css || format == .lottie, "\(format): \(error)")
            #expect(error.description.contains("finite"), "\(error)")
        }
    }

    /// A layer's box near the largest Double is written as its numbers, none of them overflowing
    /// on the way (the box is placed by its model values and percentages, not by sums of them).
    @Test(arguments: [InterchangeFormat.css, .waapi, .html])
    func anElementOfAHugeBoxIsWrittenInFiniteNumbers(_ format: InterchangeFormat) throws {
        let layer = Layer(
            name: "l",
            modelValues: [
                try ModelValue(keyPath: "position", value: Value(-1.7e308, 0)),
                try ModelValue(keyPath: "bounds.size", value: Value(1.7e308, 10)),
            ])
        let timeline = try Timeline(duration: 1, layers: [layer])
        let text = try export(timeline, as: format)
        #expect(text.contains("-1.7e+308px"))
        let words = text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "-" || $0 == "+") })
        #expect(!words.contains { ["inf", "-inf", "nan", "infpx", "-infpx", "nanpx"].contains($0) })
    }

    @Test func aTimingPastTheLimitsIsAnInvalidTimeline() throws {
        for timing in [
            MediaTiming(duration: 1e307), MediaTiming(beginTime: -2e9), MediaTiming(repeatCount: 2e9),
            MediaTiming(speed: 1e-12), MediaTiming(timeOffset: 1e10),
        ] {
            #expect(throws: TimelineError.self, "\(timing)") {
                try Track(keyPath: "opacity", values: [Value(0), Value(1)], timing: timing)
            }
        }
        #expect(throws: TimelineError.self) { try Timeline(duration: 1e31, layers: []) }
        // The limits themselves, and an endless repetition, are accepted.
        _ = try Track(
            keyPath: "opacity", values: [Value(0), Value(1)],
            timing: MediaTiming(
                beginTime: -1e9, duration: 1e9, repeatCount: 1e9, speed: 1e-9, timeOffset: 1e9))
        _ = try Track(
            keyPath: "opacity", values: [Value(0), Value(1)], timing: MediaTiming(repeatCount: .infinity))
    }
}
