import EffectsRegistry
import TestSupport

/// Random Core Animation timings for the browser comparison, as REFERENCE.md's rules were measured.
///
/// Layers whose tracks have random begin times, durations, fractional repeat counts, autoreverse,
/// speeds, time offsets and fill modes, some inside groups with random begins, speeds, durations
/// and fills. Seeded, so a failing case can be reproduced; timelines the export refuses are skipped
/// (the figure counts them).
enum RandomTimings {
    static func timing(_ random: inout SeededGenerator, group: Bool) -> MediaTiming {
        func pick(_ values: [Double]) -> Double { values[random.below(values.count)] }
        let fills: [FillMode] = [.removed, .forwards, .backwards, .both]
        return MediaTiming(
            beginTime: pick([0, 0, 0.1, 0.25, 0.4]), duration: pick([0.2, 0.3, 0.5, 0.8]),
            repeatCount: group ? 0 : pick([0, 0, 1.5, 2, 3.25]), autoreverses: !group && random.below(3) == 0,
            fillMode: fills[random.below(fills.count)], speed: pick([1, 1, 0.5, 2, 1.5]),
            timeOffset: group ? 0 : pick([0, 0, 0.1, -0.15, 0.35]))
    }

    /// `count` timelines of four layers of three tracks each.
    static func configurations(count: Int, seed: UInt64 = 14) throws -> [ShippedConfiguration] {
        var random = SeededGenerator(seed: seed)
        let functions: [TimingFunction?] = [nil, .easeInOut, .ease, .easeOut]
        var result: [ShippedConfiguration] = []
        for index in 0..<count {
            var layers: [Layer] = []
            for layer in 0..<4 {
                var animations: [Animation] = []
                for (keyPath, values) in [
                    ("position.x", [Value(0), Value(120), Value(60)]), ("opacity", [Value(0.2), Value(1)]),
                    ("transform.rotation", [Value(0), Value(0.8), Value(-0.3), Value(0.5)]),
                ] {
                    let track = try Track(
                        keyPath: keyPath, values: values,
                        timingFunctions: values.count > 2
                            ? (0..<(values.count - 1)).map { _ in functions[random.below(4)] ?? .linear }
                            : nil,
                        timingFunction: functions[random.below(functions.count)],
                        isAdditive: random.below(4) == 0,
                        timing: timing(&random, group: false))
                    var animation = Animation.track(track)
                    if random.below(3) == 0 {
                        animation = .group(
                            try AnimationGroup(timing: timing(&random, group: true), animations: [animation]))
                    }
                    animations.append(animation)
                }
                layers.append(
                    Layer(
                        name: "l\(layer)",
                        modelValues: [try ModelValue(keyPath: "position", value: Value(100, 100))],
                        animations: animations))
            }
            result.append(
                ShippedConfiguration(
                    name: "random", assignments: ["#\(index)"],
                    timeline: try Timeline(duration: 2, layers: layers)))
        }
        return result
    }
}
