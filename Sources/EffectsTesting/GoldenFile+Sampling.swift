import EffectsRegistry

extension GoldenFile {
    /// Samples `timeline` on `grid` and checks the table against the file.
    public func check(
        _ timeline: Timeline, grid: SampleGrid = .framesPerSecond(60)
    ) throws(GoldenError) -> Outcome {
        try check(GoldenFile.table(of: timeline, grid: grid))
    }

    /// Samples `effect` with `parameters` (its defaults when nil) in `context` on `grid` and checks
    /// the table against the file.
    public func check(
        _ effect: some TransitionEffect, parameters: ParameterValues? = nil,
        context: EffectContext = EffectContext(), grid: SampleGrid = .framesPerSecond(60)
    ) throws(GoldenError) -> Outcome {
        let timeline: Timeline
        do {
            timeline = try effect.timeline(parameters ?? effect.descriptor.defaults(), context: context)
        } catch {
            throw .effect(error)
        }
        return try check(timeline, grid: grid)
    }

    /// The table of `timeline` on `grid`, its sampling error wrapped.
    static func table(of timeline: Timeline, grid: SampleGrid) throws(GoldenError) -> SampleTable {
        do {
            return try Sampler(timeline: timeline).table(grid)
        } catch {
            throw .sampling(error)
        }
    }
}
