import EffectsRegistry
import TestSupport
import Testing

@testable import EffectDSL

/// Broken input never crashes or hangs the loader: truncations and byte mutations of every file in
/// `effects/` load to diagnostics (or effects), never to a trap.
@Suite struct RobustnessTests {
    static let interesting: [UInt8] = Array("{}()[];,.:=+-*/%!&|?#\"\\\n 0123456789%msdegradxyzé".utf8)

    @Test func everyTruncationLoadsWithoutCrashing() throws {
        for source in try TestFiles.effectSources() {
            let bytes = source.bytes
            for end in stride(from: 0, through: bytes.count, by: 13) {
                let result = DSLLoader.load(SourceFile(name: source.name, bytes: Array(bytes[0..<end])))
                // A cut in the middle of an effect must be reported; loading must not trap.
                #expect(result.hasErrors || result.effects.count <= 2)
            }
        }
    }

    @Test func randomMutationsLoadWithoutCrashing() throws {
        var generator = SeededGenerator(seed: 0xF0F0_1234)
        for source in try TestFiles.effectSources() {
            for _ in 0..<60 {
                var bytes = source.bytes
                for _ in 0..<(1 + generator.below(4)) {
                    let index = generator.below(bytes.count)
                    switch generator.below(3) {
                    case 0:
                        bytes[index] =
                            RobustnessTests.interesting[generator.below(RobustnessTests.interesting.count)]
                    case 1: bytes.remove(at: index)
                    default:
                        bytes.insert(
                            RobustnessTests.interesting[generator.below(RobustnessTests.interesting.count)],
                            at: index)
                    }
                }
                let result = DSLLoader.load(SourceFile(name: source.name, bytes: bytes))
                for effect in result.effects {
                    // Loaded effects build their timelines for their defaults.
                    #expect(throws: Never.self) {
                        _ = try effect.timeline(effect.descriptor.defaults(), context: EffectContext())
                    }
                }
                #expect(result.diagnostics.allSatisfy { $0.range.start.offset <= bytes.count })
            }
        }
    }

    @Test func pathologicalInputsEndWithAnError() {
        let inputs = [
            String(repeating: "{", count: 50_000),
            "effect e { let x = " + String(repeating: "!", count: 50_000) + "true }",
            "effect e { " + String(repeating: "layer l { ", count: 5_000),
            String(repeating: "effect e: e { }\n", count: 200),
            "effect e { for i in 0..<1000000 { for j in 0..<1000000 { layer l[i * 1000000 + j] { } } } }",
            "effect e { let f0(x) = x + x "
                + (1..<40).map { "; let f\($0)(x) = f\($0 - 1)(f\($0 - 1)(x))" }.joined()
                + "; let y = f39(1) }",
            "effect e { layer l { animate opacity { " + String(repeating: "0; ", count: 20_000) + "} } }",
            "\u{0}\u{1}\u{FF}",
        ]
        for input in inputs {
            let result = DSLLoader.load(SourceFile(name: "x.fx", text: input))
            #expect(result.hasErrors, "\(input.prefix(60))")
            #expect(result.diagnostics.count <= DSLLimits.standard.errors + 10)
        }
    }
}
