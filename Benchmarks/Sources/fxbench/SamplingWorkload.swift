import CBaselines
import EffectsRegistry

/// One track of the sampling workload, described independently of which timing functions main has.
struct TrackSpec {
    /// The key path animated.
    let keyPath: String
    /// The keyframe values.
    let values: [Value]
    /// Explicit key times, or `nil` for even spacing.
    let keyTimes: [Double]?
    /// One timing function per segment.
    let segmentTimings: [TimingSpec]
    /// The whole-track timing function, if any (always a named curve: no overshoot).
    let trackTiming: TimingSpec?
    /// The calculation mode.
    let mode: CalculationMode
    /// Whether the track adds to the model value.
    let isAdditive: Bool
    /// The track's timing in the timeline.
    let timing: MediaTiming
}

/// A timeline of `layers` layers with four tracks each, in mixed calculation modes and timing
/// functions: the sampling figure's workload.
struct SamplingWorkload {
    /// The timeline's duration, seconds.
    let duration = 2.0
    /// Each layer's tracks.
    let layers: [[TrackSpec]]

    /// A workload of `layerCount` layers.
    init(layers layerCount: Int, seed: UInt64 = 0x5A3F) {
        var random = SplitMix(seed: seed)
        let d = duration
        let whole = MediaTiming(duration: d, fillMode: .both)
        func named(_ random: inout SplitMix) -> TimingSpec {
            let p = TimingSpec.named[random.int(1...4)].points
            return .bezier(p.0, p.1, p.2, p.3)
        }
        func segments(_ count: Int, _ random: inout SplitMix) -> [TimingSpec] {
            (0..<max(count - 1, 0)).map { _ in TimingSpec.drawn(&random) }
        }
        var layers: [[TrackSpec]] = []
        for layer in 0..<layerCount {
            var tracks: [TrackSpec] = []
            // Opacity: linear, uneven key times.
            let opacityCount = random.int(3...6)
            var keyTimes = (0..<opacityCount).map { _ in random.unit() }.sorted()
            keyTimes[0] = 0
            keyTimes[opacityCount - 1] = 1
            tracks.append(
                TrackSpec(
                    keyPath: "opacity", values: (0..<opacityCount).map { _ in Value(random.uniform(0...1)) },
                    keyTimes: keyTimes, segmentTimings: segments(opacityCount, &random), trackTiming: nil,
                    mode: .linear, isAdditive: false, timing: whole))
            // Position: linear, cubic or paced by turns; paced gets a whole-track curve instead.
            let positionMode: CalculationMode = [.linear, .cubic, .paced][layer % 3]
            let positionCount = random.int(3...5)
            tracks.append(
                TrackSpec(
                    keyPath: "position",
                    values: (0..<positionCount).map { _ in
                        Value(random.uniform(-200...200), random.uniform(-300...300))
                    },
                    keyTimes: nil, segmentTimings: segments(positionCount, &random),
                    trackTiming: positionMode == .paced ? named(&random) : nil, mode: positionMode,
                    isAdditive: false,
                    timing: whole))
            // Rotation: an eased, delayed, autoreversing, repeating swing, as the swap-card seed does.
            tracks.append(
                TrackSpec(
                    keyPath: "transform.rotation",
                    values: [Value(0), Value(random.uniform(-1...1)), Value(0)],
                    keyTimes: nil, segmentTimings: segments(3, &random), trackTiming: named(&random),
                    mode: .linear,
                    isAdditive: false,
                    timing: MediaTiming(
                        beginTime: 0.1 * d, duration: 0.2 * d, repeatCount: 2, autoreverses: true,
                        fillMode: .both)))
            // zPosition discrete, or an additive cubic-paced scale, by turns.
            if layer % 2 == 0 {
                tracks.append(
                    TrackSpec(
                        keyPath: "zPosition", values: (0..<4).map { Value(Double($0)) }, keyTimes: nil,
                        segmentTimings: [], trackTiming: nil, mode: .discrete, isAdditive: false,
                        timing: whole))
            } else {
                tracks.append(
                    TrackSpec(
                        keyPath: "transform.scale",
                        values: (0..<4).map { _ in Value(random.uniform(-0.2...0.4)) },
                        keyTimes: nil, segmentTimings: [], trackTiming: named(&random), mode: .cubicPaced,
                        isAdditive: true, timing: whole))
            }
            layers.append(tracks)
        }
        self.layers = layers
    }

    /// The number of tracks.
    var trackCount: Int { layers.reduce(0) { $0 + $1.count } }

    /// The timeline, and how many timing functions had to be replaced by linear because main lacks them.
    func timeline() throws(TimelineError) -> (timeline: Timeline, substituted: Int) {
        var substituted = 0
        func function(_ spec: TimingSpec) -> TimingFunction {
            if let function = CoreTiming.function(spec) { return function }
            substituted += 1
            return .linear
        }
        var built: [Layer] = []
        for (index, tracks) in layers.enumerated() {
            var animations: [Animation] = []
            for spec in tracks {
                let track = try Track(
                    keyPath: spec.keyPath, values: spec.values, keyTimes: spec.keyTimes,
                    timingFunctions: spec.segmentTimings.isEmpty ? nil : spec.segmentTimings.map(function),
                    timingFunction: spec.trackTiming.map(function), calculationMode: spec.mode,
                    isAdditive: spec.isAdditive, timing: spec.timing)
                animations.append(.track(track))
            }
            built.append(Layer(name: "l\(index)", animations: animations))
        }
        return (try Timeline(duration: duration, layers: built), substituted)
    }
}
