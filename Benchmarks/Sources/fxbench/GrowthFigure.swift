import CBaselines
import EffectDSL
import EffectsInterchange
import EffectsRegistry

/// Figure 7: each workload at 1×, 10× and 100× its base size, printing the cost per unit at each,
/// so a step that grows faster than linearly shows as a rising per-unit cost.
enum GrowthFigure {
    /// Measures the figure.
    static func run(_ context: BenchContext) -> [ReportLine] {
        let scales = [1, 10, 100]
        var lines: [ReportLine] = []
        // The bezier solve (the core's when on main, else C's).
        let pairBase = context.size(100_000)
        let solver = CoreTiming.unavailableReason == nil ? "swift" : "C (core not on main)"
        lines.append(
            series(
                "bezier \(solver)", unit: "ns/solve", sizes: scales.map { $0 * pairBase },
                cost: { pairs in
                    let workload = BezierWorkload(pairs: pairs)
                    let curves = workload.cCurves
                    if CoreTiming.unavailableReason == nil,
                        let swift = Optional(
                            workload.curves.compactMap { CoreTiming.bezier($0.0, $0.1, $0.2, $0.3) }),
                        swift.count == workload.curves.count
                    {
                        return context.measurement.median {
                            blackHole(BezierFigure.solveSwift(workload, swift))
                        } / Double(pairs) * 1e9
                    }
                    return context.measurement.median { blackHole(BezierFigure.solveC(workload, curves)) }
                        / Double(pairs) * 1e9
                }))
        // Sampling: more frames at 1,000 layers; more layers at a fixed number of frames.
        let frameBase = context.size(100)
        let big = SamplingWorkload(layers: 1000)
        if let timeline = try? big.timeline().timeline {
            let compiled = CompiledTimeline(timeline)
            lines.append(
                series(
                    "sampling frames (1000 layers)", unit: "ns/track-frame",
                    sizes: scales.map { $0 * frameBase },
                    cost: { frames in
                        context.measurement.median {
                            blackHole(SamplingFigure.sample(compiled, frames: frames))
                        }
                            / Double(big.trackCount * frames) * 1e9
                    }))
        }
        let frames = context.size(1000)
        lines.append(
            series(
                "sampling layers (\(frames) frames)", unit: "ns/track-frame", sizes: scales.map { $0 * 10 },
                cost: { layers in
                    let workload = SamplingWorkload(layers: layers)
                    guard let timeline = try? workload.timeline().timeline else { return .nan }
                    let compiled = CompiledTimeline(timeline)
                    return context.measurement.median {
                        blackHole(SamplingFigure.sample(compiled, frames: frames))
                    }
                        / Double(workload.trackCount * frames) * 1e9
                }))
        lines.append(
            series(
                "compile (CompiledTimeline.init)", unit: "µs/layer", sizes: scales.map { $0 * 10 },
                cost: { layers in
                    guard let timeline = try? SamplingWorkload(layers: layers).timeline().timeline else {
                        return .nan
                    }
                    return context.measurement.median { blackHole(CompiledTimeline(timeline).rowWidth) }
                        / Double(layers) * 1e6
                }))
        // CSV out.
        let rowBase = context.size(10_000)
        if let writer = CoreTables.csvWriter(digits: nil) {
            lines.append(
                series(
                    "csv TableWriter", unit: "ns/row", sizes: scales.map { $0 * rowBase },
                    cost: { rows in
                        guard let workload = try? CSVWorkload(rows: rows) else { return .nan }
                        return context.measurement.median {
                            blackHole(workload.write(with: writer, to: "/dev/null"))
                        }
                            / Double(rows) * 1e9
                    }))
        } else {
            lines.append(.skipped("growth", "csv: \(CoreTables.unavailableReason ?? "no writer")"))
        }
        // The JSON reader, one long array (issue 35: each element used to copy the array so far).
        let elementBase = context.size(10_000)
        lines.append(
            series(
                "json array", unit: "ns/element", sizes: scales.map { $0 * elementBase },
                cost: { count in
                    let text = "[" + Array(repeating: "0.5", count: count).joined(separator: ",") + "]"
                    let bytes = Array(text.utf8)
                    return context.measurement.median {
                        blackHole((try? JSONReader.read(bytes))?.array?.count)
                    } / Double(count) * 1e9
                }))
        // The CSS import (the import figure's stylesheet) and the Lottie import (the Lottie figure's
        // file), per kilobyte of input: the readers, the cascade, the flattening and the tracks.
        let cssBase = context.size(10)
        lines.append(
            series(
                "css import", unit: "µs/KB", sizes: scales.map { $0 * cssBase },
                cost: { count in
                    let css = SourceFile(name: "growth.css", text: ImportFigure.stylesheet(count: count))
                    return context.measurement.median { blackHole(CSSImport.load(css).effects.count) }
                        / Double(css.bytes.count) * 1e9
                }))
        let lottieBase = context.size(10_000)
        lines.append(
            series(
                "lottie import", unit: "µs/KB", sizes: scales.map { $0 * lottieBase },
                cost: { bytes in
                    let file = SourceFile(name: "growth.json", bytes: LottieWorkload.file(bytes: bytes))
                    return context.measurement.median { blackHole(LottieImport.load(file).effect != nil) }
                        / Double(file.bytes.count) * 1e9
                }))
        // Parse + check + compile.
        if CoreDSL.unavailableReason == nil {
            let byteBase = context.size(100_000)
            lines.append(
                series(
                    "parse+check+compile", unit: "ms/MB", sizes: scales.map { $0 * byteBase },
                    cost: { bytes in
                        (ParseFigure.measure(context, bytes: bytes, figure: "growth").secondsPerMB ?? .nan)
                            * 1e3
                    }))
        } else {
            lines.append(.skipped("growth", "parse: \(CoreDSL.unavailableReason ?? "no loader")"))
        }
        return lines
    }

    /// One line: the cost per unit at each size, as `cost` returns it (in `unit`).
    private static func series(_ name: String, unit: String, sizes: [Int], cost: (Int) -> Double)
        -> ReportLine
    {
        let perUnit = sizes.map(cost)
        let cells = zip(sizes, perUnit).map { "\(Format.count($0)): \(Format.short($1))" }
        let first = perUnit.first ?? .nan
        let last = perUnit.last ?? .nan
        let verdict =
            !(first > 0 && last.isFinite)
            ? "not measured"
            : last / first <= 2
                ? "linear, goal met"
                : "per-unit cost grows \(Format.ratio(last / first)): a quadratic step, or a working set "
                    + "outgrowing the caches (instruction counts tell which: see README)"
        return ReportLine(
            figure: "growth", text: "\(name), \(unit) — \(cells.joined(separator: ", ")) — \(verdict)")
    }
}
