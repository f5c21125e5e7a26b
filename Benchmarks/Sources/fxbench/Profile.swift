import CBaselines
import EffectDSL
import EffectsInterchange
import EffectsRegistry

/// One workload run once, untimed, for a profiler: `fxbench profile bezier|sampling|compile|csv|parse|lottie|lottie-css [SIZE]`.
enum Profile {
    /// Runs the workload named by `arguments[0]` at size `arguments[1]`; returns the exit status.
    static func run(_ arguments: [String], _ context: BenchContext) -> Int32 {
        let size = arguments.count > 1 ? Int(arguments[1]) : nil
        switch arguments.first {
        case "bezier":
            let workload = BezierWorkload(pairs: size ?? 1_000_000)
            let curves = workload.curves.compactMap { CoreTiming.bezier($0.0, $0.1, $0.2, $0.3) }
            if curves.count == workload.curves.count {
                blackHole(BezierFigure.solveSwift(workload, curves))
            } else {
                blackHole(BezierFigure.solveC(workload, workload.cCurves))
            }
        case "sampling":
            // `sampling FRAMES [LAYERS]`.
            let layers = arguments.count > 2 ? Int(arguments[2]) ?? 1000 : 1000
            guard let timeline = try? SamplingWorkload(layers: layers).timeline().timeline else { return 1 }
            blackHole(SamplingFigure.sample(CompiledTimeline(timeline), frames: size ?? 1000))
        case "csv":
            guard let workload = try? CSVWorkload(rows: size ?? 100_000) else { return 1 }
            if let writer = CoreTables.csvWriter(digits: nil) {
                blackHole(workload.write(with: writer, to: "/dev/null"))
            } else {
                blackHole(workload.writeWithPrintf(to: "/dev/null"))
            }
        case "compile":
            // `compile LAYERS`: builds the sampling workload's timeline, then compiles it twice, so the
            // difference between two sizes' counts shows how compiling scales.
            guard let timeline = try? SamplingWorkload(layers: size ?? 1000).timeline().timeline else {
                return 1
            }
            for _ in 0..<2 { blackHole(CompiledTimeline(timeline).rowWidth) }
        case "parse":
            guard let inputs = ParseInputs.prepare(bytes: size ?? 1_000_000, in: context) else { return 1 }
            if case .failure(let failure) = CoreDSL.loadAndCompile(path: inputs.fxPath) {
                printError("fxbench: \(failure.message)")
                return 1
            }
        case "lottie":
            let bytes = LottieWorkload.file(bytes: size ?? 1_000_000)
            for _ in 0..<5 { blackHole(LottieImport.load(SourceFile(name: "lottie.json", bytes: bytes))) }
        case "lottie-css":
            let bytes = LottieWorkload.file(bytes: size ?? 1_000_000)
            let path = context.dataPath("lottie-profile.json")
            guard ParseInputs.writeFile(path, bytes) else { return 1 }
            for _ in 0..<5 { blackHole(LottieFigure.css(path)) }
        default:
            printError(
                "fxbench: profile needs one of bezier, sampling, compile, csv, parse, lottie, lottie-css")
            return 2
        }
        return 0
    }
}
