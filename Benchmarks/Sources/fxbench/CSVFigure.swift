/// Figure 3: CSV output of 10⁶ rows × 9 columns to /dev/null against C's printf("%.6g") of the same
/// numbers: the core's TableWriter directly, and the whole `fxctl sample` command once it works.
enum CSVFigure {
    /// Measures the figure.
    static func run(_ context: BenchContext) -> [ReportLine] {
        let rows = context.size(1_000_000)
        let workload: CSVWorkload
        do { workload = try CSVWorkload(rows: rows) } catch {
            return [.skipped("csv", "the workload's timeline was refused: \(error.message)")]
        }
        let size = "\(Format.count(rows)) rows × \(workload.columns.count) columns"
        var lines: [ReportLine] = []
        if let shortest = CoreTables.csvWriter(digits: nil), let fixed = CoreTables.csvWriter(digits: 6) {
            lines.append(writerLine(context, workload, shortest, fixed, size: size))
        } else {
            let seconds = context.measurement.median { blackHole(workload.writeWithPrintf(to: "/dev/null")) }
            lines.append(
                .skipped(
                    "csv",
                    (CoreTables.unavailableReason ?? "no writer") + "; C printf(\"%.6g\") alone: "
                        + "\(Format.short(seconds * 1e3)) ms for \(size) (\(Format.short(seconds / Double(rows) * 1e9)) ns/row)"
                ))
        }
        lines.append(commandLine(context, rows: rows))
        return lines
    }

    private static func writerLine<Formatter: RowFormatter>(
        _ context: BenchContext, _ workload: CSVWorkload, _ shortest: Formatter, _ fixed: Formatter,
        size: String
    ) -> ReportLine {
        let comparison = context.measurement.compare {
            blackHole(workload.write(with: shortest, to: "/dev/null"))
        } against: {
            blackHole(workload.writeWithPrintf(to: "/dev/null"))
        }
        let fixedComparison = context.measurement.compare {
            blackHole(workload.write(with: fixed, to: "/dev/null"))
        } against: {
            blackHole(workload.writeWithPrintf(to: "/dev/null"))
        }
        let rows = Double(workload.rowCount)
        let speedUp = 1 / comparison.ratio
        let verdict = speedUp >= 4 ? "goal met" : "goal missed"
        return ReportLine(
            figure: "csv",
            text: "TableWriter, \(size): shortest \(Format.short(comparison.subject / rows * 1e9)) ns/row, "
                + "printf %.6g \(Format.short(comparison.baseline / rows * 1e9)) ns/row: \(Format.ratio(speedUp)) "
                + "faster (goal ≥ 4×) — \(verdict); --precision 6: \(Format.ratio(1 / fixedComparison.ratio)) faster"
        )
    }

    /// The whole-command figure: `fxctl sample swap-card` of N rows × 9 columns to /dev/null against
    /// printf of the numbers it printed.
    private static func commandLine(_ context: BenchContext, rows: Int) -> ReportLine {
        guard let fxctl = context.binary("fxctl") else {
            return .skipped("csv-cmd", "fxctl is not built beside fxbench")
        }
        let arguments = FxctlSample.arguments(rows: rows)
        let probe = Spawn.run(fxctl, arguments, captureOutput: true)
        guard probe.status == 0, let parsed = parseCSV(probe.output) else {
            return .skipped(
                "csv-cmd",
                "`fxctl sample` does not work on main yet (`fxctl \(arguments.joined(separator: " "))` gave no CSV)"
            )
        }
        let comparison = context.measurement.compare {
            _ = Spawn.run(fxctl, arguments)
        } against: {
            blackHole(parsed.writeWithPrintf(to: "/dev/null"))
        }
        let speedUp = 1 / comparison.ratio
        let verdict = speedUp >= 5 ? "goal met" : "goal missed"
        return ReportLine(
            figure: "csv-cmd",
            text: "`fxctl \(arguments.joined(separator: " "))` (\(parsed.columns.count) columns) "
                + "\(Format.short(comparison.subject * 1e3)) ms, printf %.6g of the same numbers "
                + "\(Format.short(comparison.baseline * 1e3)) ms: \(Format.ratio(speedUp)) faster (goal ≥ 5×) — \(verdict)"
        )
    }

    /// Numbers from CSV text with a header line, or `nil` when it is not a rectangular CSV of numbers.
    static func parseCSV(_ bytes: [UInt8]) -> CSVWorkload? {
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true)[...]
        guard let header = lines.popFirst() else { return nil }
        let columns = header.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        var values: [Double] = []
        values.reserveCapacity(lines.count * columns.count)
        for line in lines {
            let cells = line.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false)
            guard cells.count == columns.count else { return nil }
            for cell in cells {
                guard let value = Double(String(decoding: cell, as: UTF8.self)) else { return nil }
                values.append(value)
            }
        }
        guard !values.isEmpty else { return nil }
        return CSVWorkload(columns: columns, values: values)
    }
}
