import EffectsRegistry
import Testing

/// Edges of the boundary tolerance and the pipeline found in review: each once gave a wrong value,
/// a false warning or a trap.
struct BoundaryEdgeTests {
    /// The value of `column` at `time` of a one-layer timeline of `track`.
    static func value(_ track: Track, at time: Double, duration: Double = 10) throws -> Double? {
        let timeline = try Timeline(
            duration: duration, layers: [Layer(name: "l", animations: [.track(track)])])
        return Sampler(timeline: timeline).value(of: "l.opacity", at: time)
    }

    /// A huge finite repeat count does not widen the first iteration's boundaries: a discrete track
    /// of 1 s holds its first value until 0.5 s and wraps at 1 s, not 0.2 ms early.
    @Test func aHugeRepeatCountKeepsTheFirstIterationsBoundaries() throws {
        let track = try Track(
            keyPath: "opacity", values: [Value(0), Value(1)], keyTimes: [0, 0.5], calculationMode: .discrete,
            timing: MediaTiming(duration: 1, repeatCount: 1e9))
        #expect(try Self.value(track, at: 0.4999) == 0)
        #expect(try Self.value(track, at: 0.5) == 1)
        #expect(try Self.value(track, at: 0.9999) == 1)
        #expect(try Self.value(track, at: 1.0) == 0)
    }

    /// A keyframe is not snapped to after a whole-track easing flattens the progress: with ease-out,
    /// 0.1 µs before the end is still before the last key time.
    @Test func anEasedProgressIsNotSnappedOntoAKeyframe() throws {
        let track = try Track(
            keyPath: "opacity", values: [Value(0), Value(1)], keyTimes: [0, 1],
            timingFunction: .cubicBezier(try CubicBezier(0, 0, 0.58, 1)), calculationMode: .discrete,
            timing: MediaTiming(duration: 1, fillMode: .both))
        #expect(try Self.value(track, at: 0.9999999) == 0)
        #expect(try Self.value(track, at: 1.5) == 1)
    }

    /// A spring on a segment of a paced or discrete track never runs (those modes apply no segment
    /// timing), so it is never reported as cut.
    @Test(arguments: [CalculationMode.discrete, .paced, .cubicPaced])
    func aSegmentSpringTheModeIgnoresIsNotCut(mode: CalculationMode) throws {
        let spring = TimingFunction.spring(try Spring(mass: 1, stiffness: 100, damping: 5))
        let track = try Track(
            keyPath: "opacity", values: [Value(0), Value(1), Value(0)], timingFunctions: [spring, spring],
            calculationMode: mode, timing: MediaTiming(duration: 0.5))
        let timeline = try Timeline(duration: 1, layers: [Layer(name: "l", animations: [.track(track)])])
        #expect(TimelineAnalysis(timeline).springCuts.isEmpty)
        let linear = try Track(
            keyPath: "opacity", values: [Value(0), Value(1), Value(0)], timingFunctions: [spring, spring],
            timing: MediaTiming(duration: 0.5))
        let cut = try Timeline(duration: 1, layers: [Layer(name: "l", animations: [.track(linear)])])
        #expect(TimelineAnalysis(cut).springCuts.count == 1)
    }

    /// A grid over a negative or non-finite duration (any RowSource may give one) is an error, not a
    /// negative row count that traps.
    @Test(arguments: [-5.0, .nan, .infinity])
    func aGridOverABadDurationIsRefused(duration: Double) {
        #expect(throws: SamplerError.self) { try SampleGrid.framesPerSecond(60).points(duration: duration) }
        #expect(throws: SamplerError.self) { try SampleGrid.count(3).points(duration: duration) }
    }

    /// `steps(…)` clamps on the snapped input: a hair below 0 snapped onto 0 gives 0, not −1/4.
    @Test func stepsClampTheSnappedInput() throws {
        let steps = try Steps(count: 4, position: .jumpEnd)
        #expect(steps.value(at: -1e-14, beforeFlag: true, tolerance: 1e-13) == 0)
        // Without the snap, CSS's steps give a negative input its negative step.
        #expect(steps.value(at: -0.1) == -0.25)
    }

    /// A table stream drops a row of the wrong width in every format, never writing it ragged.
    @Test(arguments: TableFormat.allCases)
    func aRowOfAnotherWidthIsNotWritten(format: TableFormat) {
        struct Bytes: TableSink {
            var bytes: [UInt8] = []
            mutating func write(_ chunk: UnsafeRawBufferPointer) { bytes += chunk }
        }
        var stream = TableStream(format: format, columns: ["t", "a"], sink: Bytes())
        [0.0, 1].withUnsafeBufferPointer { stream.append($0) }
        [0.5, 2, 3].withUnsafeBufferPointer { stream.append($0) }
        stream.finish()
        let text = String(decoding: stream.sink.bytes, as: UTF8.self)
        #expect(!text.contains("3"), "\(text)")
    }
}
