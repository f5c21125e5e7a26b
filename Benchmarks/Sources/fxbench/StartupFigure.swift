/// Figure 5: start-up, `fxctl list` against a Swift hello-world binary, each started and waited for
/// 50 times per run (posix_spawn + wait4, output to /dev/null).
enum StartupFigure {
    /// Launches per run.
    static let launches = 50

    /// Measures the figure.
    static func run(_ context: BenchContext) -> [ReportLine] {
        guard let fxctl = context.binary("fxctl"), let hello = context.binary("hello") else {
            return [
                .skipped("startup", "fxctl or hello is not built beside fxbench (run through `swift run`)")
            ]
        }
        let probe = Spawn.run(fxctl, ["list"], captureOutput: true)
        let placeholder = String(decoding: probe.output, as: UTF8.self) == "fxctl\n"
        guard probe.status == 0 else {
            return [.skipped("startup", "`fxctl list` exits with status \(probe.status)")]
        }
        let comparison = context.measurement.compare {
            for _ in 0..<launches { _ = Spawn.run(fxctl, ["list"]) }
        } against: {
            for _ in 0..<launches { _ = Spawn.run(hello, []) }
        }
        let fxctlMilliseconds = comparison.subject / Double(launches) * 1e3
        let helloMilliseconds = comparison.baseline / Double(launches) * 1e3
        let figures =
            "fxctl list \(Format.fixed(fxctlMilliseconds, 2)) ms, hello \(Format.fixed(helloMilliseconds, 2)) ms "
            + "per launch (×\(launches)); ratio \(Format.ratio(comparison.ratio))"
        guard !placeholder else {
            return [
                .skipped(
                    "startup",
                    "`fxctl list` is not implemented on main (the skeleton only prints 'fxctl'); skeleton: "
                        + figures)
            ]
        }
        let verdict = comparison.ratio <= 1.5 ? "goal met" : "goal missed"
        return [ReportLine(figure: "startup", text: figures + " (goal ≤ 1.50×) — \(verdict)")]
    }
}
