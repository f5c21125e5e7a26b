import EffectsInterchange
import EffectsRegistry

/// Figure 8: exporting a 1,000-layer effect as Web Animations JSON, against sampling the same
/// effect at 60 fps over its duration (issue 14: the export takes at most twice as long).
///
/// Each layer has four tracks the web export writes exactly: an eased opacity with three keyframes,
/// a paced position, a delayed, repeating, autoreversing rotation and a discrete zPosition.
enum ExportFigure {
    /// The workload: `layers` layers of four tracks over 2 s.
    static func timeline(layers: Int) throws -> Timeline {
        var built: [Layer] = []
        for index in 0..<layers {
            let x = Double(index % 40) * 9
            let y = Double(index / 40) * 25
            let opacity = try Track(
                keyPath: "opacity", values: [Value(0), Value(1), Value(0.5)], keyTimes: [0, 0.3, 1],
                timingFunctions: [.easeInOut, .ease], timing: MediaTiming(duration: 1.5))
            let position = try Track(
                keyPath: "position",
                values: [Value(x, y), Value(x + 100, y), Value(x + 100, y + 40), Value(x, y + 200)],
                calculationMode: .paced, timing: MediaTiming(duration: 2, fillMode: .forwards))
            let rotation = try Track(
                keyPath: "transform.rotation", values: [Value(0), Value(0.5)], timingFunction: .easeInOut,
                timing: MediaTiming(
                    beginTime: Double(index % 7) * 0.05, duration: 0.4, repeatCount: 2, autoreverses: true))
            let depth = try Track(
                keyPath: "zPosition", values: [Value(0), Value(1), Value(2)], calculationMode: .discrete,
                timing: MediaTiming(duration: 1.8))
            built.append(
                Layer(
                    name: "layer\(index)",
                    modelValues: [
                        try ModelValue(keyPath: "position", value: Value(x, y)),
                        try ModelValue(keyPath: "bounds.size", value: Value(8, 20)),
                    ],
                    animations: [.track(opacity), .track(position), .track(rotation), .track(depth)]))
        }
        return try Timeline(duration: 2, layers: built)
    }

    /// Measures the figure.
    static func run(_ context: BenchContext) -> [ReportLine] {
        let layers = 1000
        let timeline: Timeline
        do { timeline = try Self.timeline(layers: layers) } catch {
            return [.skipped("export", "the workload's timeline was refused: \(error)")]
        }
        let frames = Int((timeline.duration * 60).rounded(.down)) + 1
        do { _ = try export(timeline, as: .waapi) } catch {
            return [.skipped("export", "the workload cannot be exported: \(error)")]
        }
        var size = 0
        // Two baselines: the sampler alone (compile and every frame into one row), and the work of
        // `fxctl sample --fps 60`, which also writes the table as CSV — like for like with an export,
        // which writes its document.
        let alone = context.measurement.compare {
            size = (try? export(timeline, as: .waapi))?.utf8.count ?? 0
        } against: {
            blackHole(SamplingFigure.sample(CompiledTimeline(timeline), frames: frames))
        }
        let writer = TableWriter(format: .csv)
        let written = context.measurement.compare {
            size = (try? export(timeline, as: .waapi))?.utf8.count ?? 0
        } against: {
            let table = try? Sampler(timeline: timeline).table(.framesPerSecond(60))
            blackHole(Double(table.map { writer.string($0).utf8.count } ?? 0))
        }
        let verdict = written.ratio <= 2 ? "goal met" : "goal missed"
        return [
            ReportLine(
                figure: "export",
                text: "\(layers) layers × 4 tracks as waapi (\(Format.count(size)) bytes): "
                    + "\(Format.short(written.subject * 1e3)) ms; `sample --fps 60` as CSV (\(frames) rows) "
                    + "\(Format.short(written.baseline * 1e3)) ms: ratio \(Format.ratio(written.ratio)) (goal ≤ 2.00×) — "
                    + "\(verdict); the sampler alone (no table) \(Format.short(alone.baseline * 1e3)) ms: ratio "
                    + "\(Format.ratio(alone.ratio))")
        ]
    }
}
