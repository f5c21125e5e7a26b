import EffectsRegistry

/// Figure 2: sampling a compiled timeline of 1,000 layers × 4 tracks at 10,000 frames, in ns per
/// track-frame, against the C solver's time for the same number of bezier solves.
enum SamplingFigure {
    /// Measures the figure.
    static func run(_ context: BenchContext) -> [ReportLine] {
        let layers = 1000
        let frames = context.size(10_000)
        let workload = SamplingWorkload(layers: layers)
        let built: (timeline: Timeline, substituted: Int)
        do { built = try workload.timeline() } catch {
            return [.skipped("sampling", "the workload's timeline was refused: \(error)")]
        }
        let compiled = CompiledTimeline(built.timeline)
        let census = SolveCensus(workload, frames: frames)
        let trackFrames = Double(workload.trackCount * frames)
        let size = "\(layers) layers × 4 tracks × \(Format.count(frames)) frames"
        guard census.count > 0 else {
            let seconds = context.measurement.median { blackHole(sample(compiled, frames: frames)) }
            var why = "no bezier solves in the workload"
            if let reason = CoreTiming.unavailableReason {
                why = "\(built.substituted) timing functions linearised: \(reason)"
            }
            return [
                ReportLine(
                    figure: "sampling",
                    text: "\(size): \(Format.short(seconds / trackFrames * 1e9)) ns/track-frame; "
                        + "ratio skipped: \(why)")
            ]
        }
        let comparison = context.measurement.compare {
            blackHole(sample(compiled, frames: frames))
        } against: {
            blackHole(census.solveInC())
        }
        let solvesPerTrackFrame = Double(census.count) / trackFrames
        let verdict = comparison.ratio <= 1.3 ? "goal met" : "goal missed"
        return [
            ReportLine(
                figure: "sampling",
                text: "\(size): \(Format.short(comparison.subject / trackFrames * 1e9)) ns/track-frame "
                    + "(\(Format.fixed(solvesPerTrackFrame, 2)) bezier solves each); C solves alone "
                    + "\(Format.short(comparison.baseline / trackFrames * 1e9)) ns/track-frame; ratio "
                    + "\(Format.ratio(comparison.ratio)) (goal ≤ 1.30×) — \(verdict)")
        ]
    }

    /// Samples `frames` evenly spaced frames over the whole timeline into one reused row.
    static func sample(_ compiled: CompiledTimeline, frames: Int) -> Double {
        var row = [Double](repeating: 0, count: compiled.rowWidth)
        let duration = compiled.duration
        row.withUnsafeMutableBufferPointer { buffer in
            for frame in 0..<frames {
                let p = frames > 1 ? Double(frame) / Double(frames - 1) : 0
                compiled.sample(at: p * duration, progress: p, into: buffer)
            }
        }
        return row.reduce(0, +)
    }
}
