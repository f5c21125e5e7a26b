/// Repeated timings of one workload, or of a workload and its baseline run back to back.
///
/// The first run of every series is a warm-up and is discarded; the figure is the median of the rest,
/// and a ratio is the median of the per-round ratios, so that a load spike on the shared machine
/// hits both sides of a round alike instead of skewing one median.
struct Measurement {
    /// How many runs each series makes, warm-up included.
    let runs: Int

    /// The median seconds of `body` over the runs after the warm-up.
    func median(_ body: () -> Void) -> Double {
        var times: [Double] = []
        for run in 0..<max(runs, 2) {
            let seconds = Clock.seconds(body)
            if run > 0 { times.append(seconds) }
        }
        return Statistics.median(times)
    }

    /// The medians of `subject` and `baseline`, run alternately, and the median ratio of the rounds.
    func compare(_ subject: () -> Void, against baseline: () -> Void) -> Comparison {
        var subjects: [Double] = []
        var baselines: [Double] = []
        var ratios: [Double] = []
        for run in 0..<max(runs, 2) {
            let s = Clock.seconds(subject)
            let b = Clock.seconds(baseline)
            guard run > 0 else { continue }
            subjects.append(s)
            baselines.append(b)
            ratios.append(b > 0 ? s / b : .infinity)
        }
        return Comparison(
            subject: Statistics.median(subjects), baseline: Statistics.median(baselines),
            ratio: Statistics.median(ratios))
    }
}

/// The medians of a workload and its baseline, and the median of their per-round ratio.
struct Comparison {
    /// Seconds for the workload measured.
    let subject: Double
    /// Seconds for the baseline.
    let baseline: Double
    /// Subject over baseline: below 1 means the subject is faster.
    let ratio: Double
}

/// Order statistics over small samples.
enum Statistics {
    /// The median (mean of the middle two for an even count); 0 for no values.
    static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
