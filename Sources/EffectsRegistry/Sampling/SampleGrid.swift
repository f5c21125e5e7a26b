import EffectsText

/// Where to sample a timeline: every frame at a rate, `n` evenly spaced moments, one every step, or
/// exactly the moments given — in seconds or, for counts and steps, in progress.
///
/// ```swift
/// SampleGrid.framesPerSecond(60)           // 0, 1/60, …, the end
/// SampleGrid.count(5)                      // 5 times from 0 to the duration
/// SampleGrid.count(101, in: .progress)     // progresses 0, 0.01, …, 1
/// SampleGrid.step(0.1, in: .progress)      // progresses 0, 0.1, …, 1
/// SampleGrid.times([0, 0.6, 1.2])          // exactly these seconds
/// SampleGrid.progresses([0, 0.5, 1])       // exactly these progresses
/// ```
///
/// A frame rate is about time, so it has no progress form. Counts and steps always end on the end
/// of the timeline (time `duration`, progress 1); explicit moments are taken as they are, in order.
/// A count's or a step's moments are the decimals meant where the step or the duration is a short
/// decimal: `.count(7)` of 1.2 s gives 0.2 (not 0.19999999999999998), `.step(0.1)` gives 0.3 (not
/// 0.30000000000000004), and their progresses `k / (n − 1)` and `k · step / duration`.
/// ``points(duration:)`` resolves a grid for a timeline's duration without allocating a row.
public enum SampleGrid: Hashable, Sendable {
    /// Times `k / fps` from 0 up to the duration; the end time is always included.
    case framesPerSecond(Double)
    /// `n` evenly spaced moments from the start to the end, both included (one sample is the start).
    case count(Int, in: SampleDomain = .time)
    /// Moments `k · step` from the start up to the end (seconds, or progresses up to 1); the end is
    /// always included.
    case step(Double, in: SampleDomain = .time)
    /// Exactly these times, in seconds, in this order.
    case times([Double])
    /// Exactly these progresses, in this order; the time of progress `p` is `p · duration`.
    case progresses([Double])

    /// The most rows a grid may produce.
    public static let maximumRows = 1_000_000_000

    /// Whether the grid's numbers are seconds or progresses.
    public var domain: SampleDomain {
        switch self {
        case .framesPerSecond, .times: return .time
        case .count(_, let domain), .step(_, let domain): return domain
        case .progresses: return .progress
        }
    }

    /// The sample points of this grid over a timeline of `duration` seconds, checked against the
    /// limits before anything is allocated.
    public func points(duration: Double) throws(SamplerError) -> SamplePoints {
        // A compiled timeline's duration is validated, but any RowSource may give one.
        guard duration.isFinite, duration >= 0 else {
            throw .invalidGrid(
                "the duration sampled must be a finite number of seconds, 0 or more, got \(NumberText.shortest(duration))"
            )
        }
        switch self {
        case .framesPerSecond(let fps):
            guard fps.isFinite, fps > 0 else {
                throw .invalidGrid(
                    "the frame rate must be a positive number, got \(NumberText.shortest(fps))")
            }
            return try .uniform(step: 1 / fps, scale: fps, domain: .time, duration: duration)
        case .step(let step, .time):
            guard step.isFinite, step > 0 else {
                throw .invalidGrid(
                    "the step must be a positive number of seconds, got \(NumberText.shortest(step))")
            }
            return try .uniform(step: step, scale: nil, domain: .time, duration: duration)
        case .step(let step, .progress):
            guard step.isFinite, step > 0 else {
                throw .invalidGrid(
                    "the progress step must be a positive number, got \(NumberText.shortest(step))")
            }
            return try .uniform(step: step, scale: nil, domain: .progress, duration: duration)
        case .count(let count, let domain):
            guard count >= 1 else { throw .invalidGrid("the sample count must be 1 or more, got \(count)") }
            guard count <= SampleGrid.maximumRows else {
                throw .tooManySamples(
                    requested: Double(count), limit: SampleGrid.maximumRows, unit: "samples")
            }
            return SamplePoints(kind: .evenly(count: count), domain: domain, duration: duration)
        case .times(let times):
            guard let bad = times.first(where: { !$0.isFinite }) else {
                return SamplePoints(kind: .explicit(times), domain: .time, duration: duration)
            }
            throw .invalidGrid("sample times must be finite, got \(NumberText.shortest(bad))")
        case .progresses(let progresses):
            guard let bad = progresses.first(where: { !$0.isFinite }) else {
                return SamplePoints(kind: .explicit(progresses), domain: .progress, duration: duration)
            }
            throw .invalidGrid("progresses must be finite, got \(NumberText.shortest(bad))")
        }
    }
}
