import EffectDSL
import EffectsInterchange
import Glibc

/// Figure 10: importing a 1 MB Lottie file (read, parse, build the effect's timeline), against
/// CPython's `json.load` of the same file (issue 26: at most three times as long); and converting
/// it to CSS (the import, then the web export's stylesheet text), against the same load (issue 32:
/// at most three times as long).
///
/// Round by round, CPython times five loads in one process (its start left out) and fxbench five
/// imports and five conversions; each ratio is the median of the rounds' ratios of the medians.
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
        var conversionRatios: [Double] = []
        var conversions: [Double] = []
        for round in 0..<max(context.measurement.runs, 2) {
            let output = Spawn.run(python, ["-c", script, path], captureOutput: true).output
            guard let load = Double(Spawn.firstLine(output)) else {
                return [.skipped("lottie", "python3 did not time json.load")]
            }
            let times = (0...5).map { _ in
                Clock.seconds { blackHole(LottieImport.load(SourceFile(name: path, bytes: read(path)))) }
            }
            let imported = Statistics.median(Array(times.dropFirst()))
            let converted = Statistics.median(
                Array((0...5).map { _ in Clock.seconds { blackHole(css(path)) } }.dropFirst()))
            guard round > 0 else { continue }
            imports.append(imported)
            loads.append(load)
            ratios.append(imported / load)
            conversions.append(converted)
            conversionRatios.append(converted / load)
        }
        let ratio = Statistics.median(ratios)
        let conversionRatio = Statistics.median(conversionRatios)
        let cssBytes = css(path).utf8.count
        let parse = context.measurement.median { blackHole(try? JSONReader.read(read(path))) }
        let verdict = ratio <= 3 ? "goal met" : "goal missed"
        return [
            ReportLine(
                figure: "lottie",
                text:
                    "import of \(Format.megabytes(bytes.count)) (\(effect.descriptor.layerNames.count) layers): "
                    + "\(Format.short(Statistics.median(imports) * 1e3)) ms; CPython json.load "
                    + "\(Format.short(Statistics.median(loads) * 1e3)) ms: ratio \(Format.ratio(ratio)) (goal ≤ 3.00×) — \(verdict); "
                    + "the JSON read alone \(Format.short(parse * 1e3)) ms"),
            ReportLine(
                figure: "lottie",
                text:
                    "conversion to CSS (\(Format.megabytes(cssBytes)) of stylesheet): "
                    + "\(Format.short(Statistics.median(conversions) * 1e3)) ms: ratio "
                    + "\(Format.ratio(conversionRatio)) (goal ≤ 3.00×) — "
                    + (conversionRatio <= 3 ? "goal met" : "goal missed")),
        ]
    }

    /// The Lottie file at `path` converted to CSS as `fxctl export FILE --format css` converts it:
    /// read, imported, exported, the stylesheet's text made (empty when refused).
    static func css(_ path: String) -> String {
        guard let effect = LottieImport.load(SourceFile(name: path, bytes: read(path))).effect,
            let web = try? WebExporter(format: .css).export(effect.builtTimeline)
        else { return "" }
        return web.css()
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
