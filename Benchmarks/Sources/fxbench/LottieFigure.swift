import EffectDSL
import EffectsInterchange
import Glibc

/// Figure 10: importing a 1 MB Lottie file (read, parse, build the effect's timeline), against
/// CPython's `json.load` of the same file (issue 26: at most three times as long).
///
/// Round by round, CPython times five loads in one process (its start left out) and fxbench five
/// imports; the ratio is the median of the rounds' ratios of the medians.
enum LottieFigure {
    static let script = """
        import json, sys, time
        times = []
        for _ in range(6):
            start = time.perf_counter()
            with open(sys.argv[1], encoding="utf-8") as source:
                json.load(source)
            times.append(time.perf_counter() - start)
        times = sorted(times[1:])
        print(times[len(times) // 2])
        """

    /// Measures the figure.
    static func run(_ context: BenchContext) -> [ReportLine] {
        let path = context.dataPath("lottie-1mb.json")
        let bytes = LottieWorkload.file(bytes: 1_000_000)
        guard ParseInputs.writeFile(path, bytes) else { return [.skipped("lottie", "cannot write \(path)")] }
        guard let python = Spawn.which("python3") else {
            return [.skipped("lottie", "python3 is not installed")]
        }
        let probe = LottieImport.load(SourceFile(name: path, bytes: bytes))
        guard let effect = probe.effect else {
            return [.skipped("lottie", "the workload was refused: \(probe.rendered())")]
        }
        var ratios: [Double] = []
        var imports: [Double] = []
        var loads: [Double] = []
        for round in 0..<max(context.measurement.runs, 2) {
            let output = Spawn.run(python, ["-c", script, path], captureOutput: true).output
            guard let load = Double(Spawn.firstLine(output)) else {
                return [.skipped("lottie", "python3 did not time json.load")]
            }
            let times = (0...5).map { _ in
                Clock.seconds { blackHole(LottieImport.load(SourceFile(name: path, bytes: read(path)))) }
            }
            let imported = Statistics.median(Array(times.dropFirst()))
            guard round > 0 else { continue }
            imports.append(imported)
            loads.append(load)
            ratios.append(imported / load)
        }
        let ratio = Statistics.median(ratios)
        let parse = context.measurement.median { blackHole(try? JSONReader.read(read(path))) }
        let verdict = ratio <= 3 ? "goal met" : "goal missed"
        return [
            ReportLine(
                figure: "lottie",
                text:
                    "import of \(Format.megabytes(bytes.count)) (\(effect.descriptor.layerNames.count) layers): "
                    + "\(Format.short(Statistics.median(imports) * 1e3)) ms; CPython json.load "
                    + "\(Format.short(Statistics.median(loads) * 1e3)) ms: ratio \(Format.ratio(ratio)) (goal ≤ 3.00×) — \(verdict); "
                    + "the JSON read alone \(Format.short(parse * 1e3)) ms")
        ]
    }

    /// The bytes of `path` (empty when it cannot be read): the import's read, as `json.load` reads its file.
    static func read(_ path: String) -> [UInt8] {
        let file = open(path, O_RDONLY)
        guard file >= 0 else { return [] }
        defer { close(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(file, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            bytes += chunk[0..<count]
        }
        return bytes
    }
}
