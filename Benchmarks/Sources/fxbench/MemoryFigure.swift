/// Figure 6: peak RSS of streaming 10⁵, 10⁶ and 10⁷ sampled rows to /dev/null; it should be flat.
enum MemoryFigure {
    /// Measures the figure: `fxctl sample` once it works, the core's streaming path (in a child
    /// fxbench) until then.
    static func run(_ context: BenchContext) -> [ReportLine] {
        let sizes = [100_000, 1_000_000, 10_000_000].map { context.size($0) }
        var lines: [ReportLine] = []
        guard let launcher = context.binary("peakrss") else {
            return [.skipped("memory", "peakrss is not built beside fxbench (run through `swift run`)")]
        }
        if let fxctl = context.binary("fxctl"), fxctlSamples(fxctl) {
            lines.append(
                line(
                    "memory", what: "`fxctl sample swap-card` (N rows × 9 columns)", sizes: sizes,
                    peaks: sizes.map {
                        Spawn.peakResidentBytes(
                            fxctl, FxctlSample.arguments(rows: $0),
                            launcher: launcher)
                    }))
        } else {
            lines.append(
                .skipped(
                    "memory", "`fxctl sample` does not work on main yet; the core's streaming path follows"))
        }
        guard let fxbench = context.binary("fxbench") else { return lines }
        let what =
            CoreTables.unavailableReason == nil
            ? "core StreamingSampler.forEachRow + TableWriter csv (child fxbench)"
            : "core StreamingSampler.forEachRow, raw rows (child fxbench; TableWriter not on main)"
        lines.append(
            line(
                "memory-core", what: what, sizes: sizes,
                peaks: sizes.map {
                    Spawn.peakResidentBytes(fxbench, ["stream-rows", String($0)], launcher: launcher)
                }))
        return lines
    }

    private static func fxctlSamples(_ fxctl: String) -> Bool {
        let probe = Spawn.run(
            fxctl, FxctlSample.arguments(rows: 3), captureOutput: true)
        return probe.status == 0 && CSVFigure.parseCSV(probe.output) != nil
    }

    private static func line(
        _ figure: String, what: String, sizes: [Int], peaks results: [(status: Int32, bytes: Int?)]
    ) -> ReportLine {
        if let failed = results.first(where: { $0.status != 0 }) {
            return .skipped(figure, "\(what) exited with status \(failed.status)")
        }
        let peaks = results.compactMap(\.bytes)
        guard peaks.count == results.count else { return .skipped(figure, "peakrss reported no figure") }
        let cells = zip(sizes, peaks).map { "\(Format.count($0)) rows \(Format.megabytes($1))" }
        let low = Double(peaks.min() ?? 0)
        let high = Double(peaks.max() ?? 0)
        let flat = high - low <= max(2e6, 0.1 * low)
        return ReportLine(
            figure: figure,
            text:
                "peak RSS of \(what): \(cells.joined(separator: ", ")) — \(flat ? "flat, goal met" : "grows, goal missed")"
        )
    }
}
