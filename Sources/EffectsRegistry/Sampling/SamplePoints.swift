/// The resolved sample points of a ``SampleGrid``: a row count and each row's time and progress,
/// computed on demand so that a long grid costs no memory.
///
/// A grid's own numbers (its moments) are seconds or progresses, as its ``SampleGrid/domain`` says;
/// the other of the two is derived from the timeline's duration: time is `progress · duration`,
/// progress is `time / duration` (0 for a timeline of no duration).
public struct SamplePoints: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        /// `index · step` (or `index / scale` when the grid is a frame rate, which is exact for
        /// whole frames), then the end when the last step falls short of it.
        case uniform(step: Double, scale: Double?, steps: Int, appendsEnd: Bool)
        /// `count` moments from the start to the end, both included.
        case evenly(count: Int)
        /// Exactly these moments.
        case explicit([Double])
    }

    let kind: Kind
    /// Whether the moments are seconds or progresses.
    let domain: SampleDomain
    /// The duration of the timeline sampled, seconds.
    public let duration: Double
    /// The step of a uniform grid, or the end of an even one, as a decimal: the moments are then
    /// computed as the decimals meant (``DecimalFraction``).
    let decimal: DecimalFraction?

    /// The points of `kind` over a timeline of `duration` seconds.
    init(kind: Kind, domain: SampleDomain, duration: Double) {
        self.kind = kind
        self.domain = domain
        self.duration = duration
        switch kind {
        case .uniform(let step, nil, _, _): decimal = DecimalFraction(step)
        case .evenly: decimal = DecimalFraction(domain == .time ? duration : 1)
        case .uniform, .explicit: decimal = nil
        }
    }

    /// The number of rows.
    public var count: Int {
        switch kind {
        case .uniform(_, _, let steps, let appendsEnd): return steps + 1 + (appendsEnd ? 1 : 0)
        case .evenly(let count): return count
        case .explicit(let moments): return moments.count
        }
    }

    /// The time of row `index`, seconds.
    public func time(at index: Int) -> Double {
        switch domain {
        case .time: return moment(at: index)
        case .progress: return moment(at: index) * duration
        }
    }

    /// The progress of row `index`: the grid's progress, or time over duration (0 for a timeline of
    /// no duration); the last row of a uniform or even time grid, which stands for the end, has
    /// progress 1.
    public func progress(at index: Int) -> Double {
        switch (domain, kind) {
        case (.progress, _):
            return moment(at: index)
        case (.time, .uniform(_, let scale, _, _)):
            // The end row's time can differ from a duration that is a rounded sum (0.3 + 0.3 + 0.3
            // is 0.8999999999999999, the tenth frame at 10 fps 0.9) by an ulp, and its progress
            // must still be 1, not 1.0000000000000002.
            if duration > 0 && count > 1 && index == count - 1 { return 1 }
            // The progress meant, k · step / duration, rounded once (a frame rate's stays k / fps /
            // duration).
            if scale == nil, duration > 0, let progress = decimalProgress(at: index) { return progress }
        case (.time, .evenly(let count)):
            // The progress meant, k / (n − 1), rounded once; the end row's is 1.
            if duration > 0 { return count > 1 ? Double(index) / Double(count - 1) : 0 }
        case (.time, .explicit):
            break
        }
        return duration > 0 ? moment(at: index) / duration : 0
    }

    /// `index · step / duration` as the quotient of whole numbers, when the step and the duration
    /// are decimals whose products stay exact.
    private func decimalProgress(at index: Int) -> Double? {
        guard let step = decimal, let time = DecimalFraction(duration), time.units > 0 else { return nil }
        let numerator = Double(index) * step.units * time.scale
        let denominator = step.scale * time.units
        guard numerator < DecimalFraction.exactLimit, denominator < DecimalFraction.exactLimit else {
            return nil
        }
        return numerator / denominator
    }

    /// The end of the grid's domain: the duration in seconds, or progress 1.
    private var end: Double { domain == .time ? duration : 1 }

    /// Row `index`'s moment in the grid's own domain.
    private func moment(at index: Int) -> Double {
        switch kind {
        case .uniform(let step, let scale, let steps, _):
            if index > steps { return end }
            if let scale { return Double(index) / scale }
            return decimal?.times(index) ?? Double(index) * step
        case .evenly(let count):
            // Progresses divide by the count alone: `1 · index` is exact, so both domains share it.
            guard count > 1 else { return 0 }
            return decimal?.times(index, over: count - 1) ?? end * Double(index) / Double(count - 1)
        case .explicit(let moments):
            return moments.indices.contains(index) ? moments[index] : 0
        }
    }

    /// Moments `k · step` (or `k / scale`) from 0 up to the end of `domain`, refused beyond
    /// ``SampleGrid/maximumRows``.
    static func uniform(
        step: Double, scale: Double?, domain: SampleDomain, duration: Double
    ) throws(SamplerError) -> SamplePoints {
        let end = domain == .time ? duration : 1
        // A small tolerance keeps a grid point that lands on the end by arithmetic (72 / 60 = 1.2,
        // 10 · 0.1 = 1) from being followed by a duplicate end row.
        let whole = (end / step + 1e-9).rounded(.down)
        // The rows are 0, step, …, whole · step, and the end when the last of them falls short of
        // it: the count refused is the rows the grid would have, never the limit itself.
        guard whole < Double(SampleGrid.maximumRows) else {
            throw .tooManySamples(requested: whole + 1, limit: SampleGrid.maximumRows, unit: "rows")
        }
        let steps = Int(whole)
        let last = scale.map { Double(steps) / $0 } ?? Double(steps) * step
        let appendsEnd = end - last > 1e-12 * max(1, end)
        let rows = steps + 1 + (appendsEnd ? 1 : 0)
        guard rows <= SampleGrid.maximumRows else {
            throw .tooManySamples(requested: Double(rows), limit: SampleGrid.maximumRows, unit: "rows")
        }
        return SamplePoints(
            kind: .uniform(step: step, scale: scale, steps: steps, appendsEnd: appendsEnd), domain: domain,
            duration: duration)
    }
}
