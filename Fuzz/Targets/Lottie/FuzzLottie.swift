import EffectDSL
import EffectsInterchange
import EffectsRegistry

/// Fuzz target: the Lottie import, JSON reader → Lottie reader → flattening → tracks → timeline →
/// sampler.
///
/// The input is one file. Checked besides "no crash and no hang": every diagnostic has a message
/// and lies inside the file, the diagnostics render, a file has an effect exactly when it has no
/// error (and then at most one error is ever reported), and the effect's timeline samples a few
/// moments to finite numbers.
enum LottieTarget {
    /// A coarse tolerance: each input must finish in seconds, curved paths included.
    static let options = LottieImportOptions(
        tolerance: (try? InterchangeTolerance(points: 0.1, unitless: 0.01)) ?? InterchangeTolerance())

    static func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        let source = SourceFile(name: "fuzz.json", bytes: Array(bytes))
        let result = LottieImport.load(source, options: options)
        FuzzInput.requirePositioned(result.diagnostics, inFileOf: bytes.count)
        FuzzInput.require(result.diagnostics.isEmpty || !result.rendered().isEmpty, "nothing rendered")
        let errors = result.diagnostics.filter(\.isError).count
        FuzzInput.require(errors <= 1, "more than one error: \(result.rendered())")
        FuzzInput.require((result.effect == nil) == (errors == 1), "an effect and an error, or neither")
        guard let effect = result.effect else { return }
        FuzzInput.require(
            effect.descriptor.problems().isEmpty, "unsound descriptor: \(effect.descriptor.problems())")
        let sampler = Sampler(timeline: effect.builtTimeline, geometry: true)
        for time in [0, effect.builtTimeline.duration / 2, effect.builtTimeline.duration] {
            FuzzInput.require(
                sampler.values(at: time).allSatisfy { $0.isFinite }, "non-finite sample at \(time)")
        }
    }
}

/// libFuzzer's entry point.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    LottieTarget.run(UnsafeBufferPointer(start: data, count: size))
    return 0
}
