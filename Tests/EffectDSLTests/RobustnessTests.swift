import EffectsRegistry
import TestSupport
import Testing

@testable import EffectDSL

/// Broken input never crashes or hangs the loader: truncations and byte mutations of every file in
/// `effects/` load to diagnostics (or effects), never to a trap.
@Suite struct RobustnessTests {
    static let interesting: [UInt8] = Array("{}()[];,.:=+-*/%!&|?#\"\\\n 0123456789%msdegradxyzé".utf8)

    /// A name the DSL accepts names a sound descriptor: the `dsl` fuzz target found
    /// `effect _ood-one { layer n { } }` loading with a descriptor whose name was called unsound.
    @Test func everyNameTheLanguageAcceptsMakesASoundDescriptor() throws {
        let source = SourceFile(
            name: "names.fx",
            text: """
                effect _ood-one { layer n { } }
                effect _b { param _size = 1 in 0...2 "a size"; layer n { set opacity = _size } }
                """)
        let result = DSLLoader.load(source)
        #expect(!result.hasErrors, "\(result.rendered())")
        #expect(result.effects.map(\.descriptor.name) == ["_ood-one", "_b"])
        for effect in result.effects {
            #expect(effect.descriptor.problems().isEmpty, "\(effect.descriptor.problems())")
        }
    }

    /// A file cut inside its effect, from the `effect` keyword to the closing brace, is reported as
    /// broken, with every error placed inside what is left; cut before, it holds only comments and
    /// loads nothing; cut after, it loads its effect as the whole file does.
    @Test func everyTruncationInsideTheEffectIsAnError() throws {
        let sources = try TestFiles.effectSources()
        for source in sources {
            let bytes = source.bytes
            // A derived effect needs its base, which another shipped file defines.
            let companions = DSLLoader.load(source).hasErrors ? sources.filter { $0.name != source.name } : []
            let whole = DSLLoader.load(companions + [source])
            let effects = whole.effects.filter { $0.location.file == source.name }
            try #require(effects.count == 1, "\(source.name) should define one effect")
            let keyword = effects[0].location.offset - "effect ".utf8.count
            try #require(keyword >= 0 && bytes[keyword...].starts(with: "effect ".utf8))
            let closing = try #require(bytes.lastIndex(of: UInt8(ascii: "}"))) + 1
            for end in Array(stride(from: 0, to: bytes.count, by: 13)) + [
                keyword, keyword + 1, closing - 1, closing,
            ] {
                let cut = SourceFile(name: source.name, bytes: Array(bytes[0..<end]))
                let result = DSLLoader.load(companions + [cut])
                let errors = result.diagnostics(inFile: source.name).filter(\.isError)
                let loaded = result.effects.filter { $0.location.file == source.name }.map(\.descriptor.name)
                if end > keyword && end < closing {
                    #expect(result.failedFiles == [source.name], "\(source.name) cut at \(end)")
                    #expect(!errors.isEmpty && errors.allSatisfy { $0.location.offset <= end })
                } else if end <= keyword {
                    // Only comments are left, or a comment's first '/' alone, which is an error.
                    let slash = UInt8(ascii: "/")
                    let loneSlash =
                        end >= 1 && bytes[end - 1] == slash && (end == 1 || bytes[end - 2] != slash)
                    #expect(errors.isEmpty != loneSlash, "\(source.name) cut at \(end): \(result.rendered())")
                    #expect(loaded.isEmpty)
                } else {
                    #expect(errors.isEmpty, "\(source.name) cut at \(end): \(result.rendered())")
                    #expect(loaded == [effects[0].descriptor.name])
                }
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
