/// Where to sample a timeline: a frame rate, a count, a step, or explicit times or progresses.
public enum SampleGrid: Hashable, Sendable {
    /// Times `k / fps` from 0 up to the duration; the end time is always included.
    case framesPerSecond(Double)
    /// `n` evenly spaced times from 0 to the duration, both included (one sample is time 0).
    case count(Int)
    /// Times `k · step` from 0 up to the duration; the end time is always included.
    case step(Double)
    /// Exactly these times, in seconds, in this order.
    case times([Double])
    /// Exactly these progresses; the time of progress `p` is `p · duration`.
    case progresses([Double])

    /// The most rows a grid may produce.
    public static let maximumRows = 1_000_000_000

    /// The sample points of this grid over a timeline of `duration` seconds, checked against the
    /// limits before anything is allocated.
    public func points(duration: Double) throws(SamplerError) -> SamplePoints {
        switch self {
        case .framesPerSecond(let fps):
            guard fps.isFinite, fps > 0 else {
                throw .invalidGrid("the frame rate must be a positive number, got \(fps)")
            }
            return try SamplePoints.uniform(step: 1 / fps, scale: fps, duration: duration)
        case .step(let step):
            guard step.isFinite, step > 0 else {
                throw .invalidGrid("the step must be a positive number of seconds, got \(step)")
            }
            return try SamplePoints.uniform(step: step, scale: nil, duration: duration)
        case .count(let count):
            guard count >= 1 else { throw .invalidGrid("the sample count must be 1 or more, got \(count)") }
            guard count <= SampleGrid.maximumRows else {
                throw .tooManySamples(
                    requested: Double(count), limit: SampleGrid.maximumRows, unit: "samples")
            }
            return SamplePoints(kind: .evenly(count: count), duration: duration)
        case .times(let times):
            guard let bad = times.first(where: { !$0.isFinite }) else {
                return SamplePoints(kind: .times(times), duration: duration)
            }
            throw .invalidGrid("sample times must be finite, got \(bad)")
        case .progresses(let progresses):
            guard let bad = progresses.first(where: { !$0.isFinite }) else {
                return SamplePoints(kind: .progresses(progresses), duration: duration)
            }
            throw .invalidGrid("progresses must be finite, got \(bad)")
        }
    }
}
