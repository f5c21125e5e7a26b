import EffectsRegistry

/// The moments a command samples, one per row: each with its time and progress, computed on demand
/// so that ten million rows cost no memory.
enum SampleMoments: Sendable {
    /// A grid of the core's sampler (frames, counts and steps in seconds, explicit times or progresses).
    case points(SamplePoints)
    /// `count` progresses evenly spaced from 0 to 1, both included (`0` alone for one).
    case evenProgress(count: Int, duration: Double)
    /// Progresses `k · step` up to 1, then 1 itself when the last step falls short of it.
    case progressSteps(step: Double, steps: Int, appendsEnd: Bool, duration: Double)

    /// The number of rows.
    var count: Int {
        switch self {
        case .points(let points): return points.count
        case .evenProgress(let count, _): return count
        case .progressSteps(_, let steps, let appendsEnd, _): return steps + 1 + (appendsEnd ? 1 : 0)
        }
    }

    /// The time and progress of row `index`.
    func moment(at index: Int) -> (time: Double, progress: Double) {
        switch self {
        case .points(let points):
            return (points.time(at: index), points.progress(at: index))
        case .evenProgress(let count, let duration):
            let progress = count > 1 ? Double(index) / Double(count - 1) : 0
            return (progress * duration, progress)
        case .progressSteps(let step, let steps, _, let duration):
            let progress = index > steps ? 1 : Double(index) * step
            return (progress * duration, progress)
        }
    }

    /// Progresses `k · step` from 0 to 1 for a timeline of `duration` seconds, refused beyond the
    /// core's row limit.
    static func progressSteps(_ step: Double, duration: Double) throws(SamplerError) -> SampleMoments {
        guard step.isFinite, step > 0 else {
            throw .invalidGrid(
                "the progress step must be a positive number, got \(NumberText.shortest(step))")
        }
        let exact = 1 / step
        guard exact < Double(SampleGrid.maximumRows) else {
            throw .tooManySamples(requested: exact, limit: SampleGrid.maximumRows, unit: "rows")
        }
        // The same tolerance as the core's time steps: 0.1 · 10 lands on 1 without a duplicate row.
        let steps = Int((exact + 1e-9).rounded(.down))
        let appendsEnd = 1 - Double(steps) * step > 1e-12
        return .progressSteps(step: step, steps: steps, appendsEnd: appendsEnd, duration: duration)
    }

    /// `count` evenly spaced progresses, refused beyond the core's row limit.
    static func evenProgress(_ count: Int, duration: Double) throws(SamplerError) -> SampleMoments {
        guard count >= 1 else { throw .invalidGrid("the sample count must be 1 or more, got \(count)") }
        guard count <= SampleGrid.maximumRows else {
            throw .tooManySamples(requested: Double(count), limit: SampleGrid.maximumRows, unit: "samples")
        }
        return .evenProgress(count: count, duration: duration)
    }
}
