/// The resolved sample points of a ``SampleGrid``: a row count and each row's time and progress,
/// computed on demand so that a long grid costs no memory.
public struct SamplePoints: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        /// `index · step` (or `index / scale` when the grid is a frame rate, which is exact for
        /// whole frames), then the end time when the last step falls short of it.
        case uniform(step: Double, scale: Double?, steps: Int, appendsEnd: Bool)
        case evenly(count: Int)
        case times([Double])
        case progresses([Double])
    }

    let kind: Kind
    /// The duration of the timeline sampled, seconds.
    public let duration: Double

    /// The number of rows.
    public var count: Int {
        switch kind {
        case .uniform(_, _, let steps, let appendsEnd): return steps + 1 + (appendsEnd ? 1 : 0)
        case .evenly(let count): return count
        case .times(let times): return times.count
        case .progresses(let progresses): return progresses.count
        }
    }

    /// The time of row `index`, seconds.
    public func time(at index: Int) -> Double {
        switch kind {
        case .uniform(let step, let scale, let steps, _):
            if index > steps { return duration }
            return scale.map { Double(index) / $0 } ?? Double(index) * step
        case .evenly(let count):
            return count > 1 ? duration * Double(index) / Double(count - 1) : 0
        case .times(let times):
            return times.indices.contains(index) ? times[index] : 0
        case .progresses(let progresses):
            return progresses.indices.contains(index) ? progresses[index] * duration : 0
        }
    }

    /// The progress of row `index`: the given progress, or time over duration (0 for a timeline of
    /// no duration); the last row of a uniform or even grid, which stands for the end, has progress 1.
    public func progress(at index: Int) -> Double {
        switch kind {
        case .progresses(let progresses):
            return progresses.indices.contains(index) ? progresses[index] : 0
        case .uniform, .evenly:
            // The end row's time can differ from a duration that is a rounded sum (0.3 + 0.3 + 0.3
            // is 0.8999999999999999, the tenth frame at 10 fps 0.9) by an ulp, and its progress
            // must still be 1, not 1.0000000000000002.
            if duration > 0 && count > 1 && index == count - 1 { return 1 }
        case .times:
            break
        }
        return duration > 0 ? time(at: index) / duration : 0
    }

    static func uniform(step: Double, scale: Double?, duration: Double) throws(SamplerError) -> SamplePoints {
        // A small tolerance keeps a grid point that lands on the end by arithmetic (72 / 60 = 1.2)
        // from being followed by a duplicate end row.
        let exact = duration / step
        guard exact < Double(SampleGrid.maximumRows) else {
            throw .tooManySamples(requested: exact, limit: SampleGrid.maximumRows, unit: "rows")
        }
        let steps = Int((exact + 1e-9).rounded(.down))
        let last = scale.map { Double(steps) / $0 } ?? Double(steps) * step
        let appendsEnd = duration - last > 1e-12 * max(1, duration)
        return SamplePoints(
            kind: .uniform(step: step, scale: scale, steps: steps, appendsEnd: appendsEnd), duration: duration
        )
    }
}
