import CBaselines
import EffectsRegistry

/// The bezier solves a sampling run makes, counted by replaying the sampler's arithmetic (without
/// the core), with a spread-out subset of the (curve, x) pairs kept for timing the C solver on them.
struct SolveCensus {
    /// How many bezier solves sampling the workload at `frames` frames makes.
    private(set) var count = 0
    /// The curves of the kept pairs.
    private(set) var curves: [fxb_curve] = []
    /// The x of the kept pairs.
    private(set) var xs: [Double] = []
    /// 0, 1, 2, … for the C solver's pair indices.
    private var index: [Int32] = []

    /// Counts the solves of `workload` sampled at `frames` evenly spaced frames, keeping about
    /// `keep` pairs; only timing functions the core can express count (the rest were linearised).
    init(_ workload: SamplingWorkload, frames: Int, keep: Int = 200_000) {
        var pairs: [(fxb_curve, Double)] = []
        var total = 0
        var stride = 1
        // Keeps every `stride`-th solve; when too many are kept, keeps every other one and doubles
        // the stride, so the kept pairs stay evenly spread over the whole run.
        func record(_ curve: fxb_curve, _ x: Double) {
            if total % stride == 0 { pairs.append((curve, x)) }
            total += 1
            if pairs.count >= 2 * keep {
                pairs = Swift.stride(from: 0, to: pairs.count, by: 2).map { pairs[$0] }
                stride *= 2
            }
        }
        func solves(_ spec: TimingSpec?) -> fxb_curve? {
            guard let spec, CoreTiming.function(spec) != nil else { return nil }
            return spec.cCurve
        }
        for tracks in workload.layers {
            for track in tracks {
                let keyTimes =
                    track.keyTimes ?? Self.evenKeyTimes(count: track.values.count, mode: track.mode)
                let trackCurve = solves(track.trackTiming)
                let segmentCurves = track.segmentTimings.map(solves)
                let usesSegments = track.mode == .linear || track.mode == .cubic
                for frame in 0..<frames {
                    let p = frames > 1 ? Double(frame) / Double(frames - 1) : 0
                    guard let local = track.timing.localTime(atParentTime: p * workload.duration) else {
                        continue
                    }
                    var u = local.time / track.timing.simpleDuration
                    if var curve = trackCurve {
                        record(curve, u)
                        u = fxb_solve(&curve, u)
                    }
                    guard usesSegments, track.values.count > 1 else { continue }
                    let segment = min(Self.lastKeyTime(atOrBefore: u, in: keyTimes), track.values.count - 2)
                    guard segment < segmentCurves.count, let curve = segmentCurves[segment] else { continue }
                    let length = keyTimes[segment + 1] - keyTimes[segment]
                    record(curve, length > 0 ? (u - keyTimes[segment]) / length : 1)
                }
            }
        }
        count = total
        curves = pairs.map(\.0)
        xs = pairs.map(\.1)
        index = (0..<Int32(pairs.count)).map { $0 }
    }

    /// Solves the kept pairs with the C solver, round after round, until `count` solves are done.
    func solveInC() -> Double {
        guard !xs.isEmpty else { return 0 }
        var sum = 0.0
        var remaining = count
        curves.withUnsafeBufferPointer { curves in
            index.withUnsafeBufferPointer { index in
                xs.withUnsafeBufferPointer { xs in
                    while remaining > 0 {
                        let n = min(remaining, xs.count)
                        sum += fxb_solve_pairs(curves.baseAddress, index.baseAddress, xs.baseAddress, n)
                        remaining -= n
                    }
                }
            }
        }
        return sum
    }

    private static func evenKeyTimes(count: Int, mode: CalculationMode) -> [Double] {
        let intervals = mode == .discrete ? count : count - 1
        guard intervals > 0 else { return [0] }
        return (0...intervals).map { Double($0) / Double(intervals) }
    }

    private static func lastKeyTime(atOrBefore u: Double, in keyTimes: [Double]) -> Int {
        var low = 0
        var high = keyTimes.count
        while low < high {
            let middle = (low + high) / 2
            if keyTimes[middle] <= u { low = middle + 1 } else { high = middle }
        }
        return max(low - 1, 0)
    }
}
