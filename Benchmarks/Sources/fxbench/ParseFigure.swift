/// Figure 4: reading, parsing, checking and compiling a generated 10 MB `.fx` file, against CPython's
/// `json.load` of a JSON file of about the same size holding the same numbers.
enum ParseFigure {
    /// Python's side: loads the file twice in one process and prints the second load's seconds, so
    /// interpreter start-up and first-touch costs stay out of the figure.
    static let pythonScript = """
        import json, sys, time
        for run in range(2):
            start = time.perf_counter()
            with open(sys.argv[1]) as f:
                json.load(f)
            seconds = time.perf_counter() - start
        print(seconds)
        """

    /// Measures the figure at the standard size.
    static func run(_ context: BenchContext) -> [ReportLine] {
        [measure(context, bytes: context.size(10_000_000), figure: "parse").line]
    }

    /// The figure for about `bytes` bytes of `.fx`: its line, and the seconds per MB of `.fx` (nil when
    /// the DSL could not be measured).
    static func measure(_ context: BenchContext, bytes: Int, figure: String) -> (
        line: ReportLine, secondsPerMB: Double?
    ) {
        guard let inputs = ParseInputs.prepare(bytes: bytes, in: context) else {
            return (.skipped(figure, "could not write the generated files to \(context.dataDirectory)"), nil)
        }
        guard let pythonPath = Spawn.which("python3") else {
            return (.skipped(figure, "python3 is not on PATH"), nil)
        }
        let sizes =
            "\(Format.megabytes(inputs.fxBytes)) .fx (\(inputs.effects) effects) vs \(Format.megabytes(inputs.jsonBytes)) JSON"
        var swiftTimes: [Double] = []
        var pythonTimes: [Double] = []
        var ratios: [Double] = []
        var failure: String?
        var loadedEffects = 0
        for run in 0..<context.measurement.runs {
            let start = Clock.now()
            let loaded = CoreDSL.loadAndCompile(path: inputs.fxPath)
            let swiftSeconds = Clock.now() - start
            switch loaded {
            case .failure(let error): failure = error.message
            case .success(let count): loadedEffects = count
            }
            let child = Spawn.run(pythonPath, ["-c", pythonScript, inputs.jsonPath], captureOutput: true)
            guard child.status == 0, let pythonSeconds = Double(Spawn.firstLine(child.output)) else {
                return (.skipped(figure, "python3 json.load failed (status \(child.status))"), nil)
            }
            guard run > 0 else { continue }
            swiftTimes.append(swiftSeconds)
            pythonTimes.append(pythonSeconds)
            ratios.append(swiftSeconds / pythonSeconds)
        }
        let python = Statistics.median(pythonTimes)
        let pythonText =
            "python json.load \(Format.short(python * 1e3)) ms (\(Format.short(Double(inputs.jsonBytes) / python / 1e6)) MB/s)"
        if let failure {
            return (.skipped(figure, "\(failure); \(sizes); \(pythonText)"), nil)
        }
        guard loadedEffects == inputs.effects else {
            return (
                .skipped(figure, "the loader built \(loadedEffects) of \(inputs.effects) effects; \(sizes)"),
                nil
            )
        }
        let swift = Statistics.median(swiftTimes)
        let ratio = Statistics.median(ratios)
        let verdict = ratio <= 1 ? "goal met" : "goal missed"
        return (
            ReportLine(
                figure: figure,
                text:
                    "\(sizes): fxkit \(Format.short(swift * 1e3)) ms (\(Format.short(Double(inputs.fxBytes) / swift / 1e6)) MB/s), "
                    + "\(pythonText); ratio \(Format.ratio(ratio)) (goal ≤ 1.00×) — \(verdict)"),
            swift / (Double(inputs.fxBytes) / 1e6)
        )
    }
}
