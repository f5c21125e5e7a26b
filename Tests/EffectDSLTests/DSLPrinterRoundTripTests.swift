import Effects
import EffectsRegistry
import Testing

@testable import EffectDSL

/// The printed source of every built-in loads back without errors and samples to the built-in's
/// table, at the defaults and at each value of each of its choice and switch parameters.
@Suite struct DSLPrinterRoundTripTests {
    static let builtIns = BuiltInEffects.all.map(\.descriptor.name)

    /// The defaults, then each value of each choice or switch parameter on its own, as assignments.
    static func variations(_ descriptor: EffectDescriptor) -> [[String]] {
        [[]]
            + descriptor.parameters.flatMap { parameter -> [[String]] in
                switch parameter.kind {
                case .choice(let choices): return choices.map { ["\(parameter.name)=\($0)"] }
                case .bool: return [["\(parameter.name)=true"], ["\(parameter.name)=false"]]
                default: return []
                }
            }
    }

    @Test(arguments: builtIns)
    func printedBuiltInsLoadBackAndSampleTheSame(_ name: String) throws {
        let builtIn = try #require(BuiltInEffects.effect(named: name))
        let variations = Self.variations(builtIn.descriptor)
        #expect(variations.count > 1)
        for assignments in variations {
            let parameters = try builtIn.descriptor.bind(assignments)
            let source = try DSLPrinter().source(of: builtIn, origin: .builtIn, parameters: parameters)
            let result = DSLLoader.load(SourceFile(name: "\(name).fx", text: source))
            // A frozen copy declares no parameters, so none goes unused.
            #expect(!result.hasErrors, "\(assignments): \(result.rendered())")
            #expect(
                !result.diagnostics.contains { $0.id == .parameterUnused },
                "\(assignments): \(result.rendered())")
            let copy = try #require(
                result.effects.first { $0.descriptor.name == name + "-copy" }, "\(assignments)")
            let expected = try Sampler(timeline: builtIn.timeline(parameters, context: EffectContext()))
                .table(.framesPerSecond(60))
            let got = try Sampler(timeline: copy.timeline(assignments: [])).table(.framesPerSecond(60))
            #expect(got.columns == expected.columns, "\(assignments)")
            let difference = try #require(got.maximumDifference(from: expected), "\(assignments)")
            #expect(difference <= 1e-9, "\(assignments): differs by \(difference)")
        }
    }
}

/// Effects that use transform lists, relative lengths, `perspective`, `origin` and the boolean key
/// paths print to source that loads back into the same timeline.
@Suite struct DSLPrinterTransformRoundTripTests {
    static let sources = [
        "effect e { duration 1s; layer l { set transform = perspective(500) rotateX(60deg) } }",
        "effect e { perspective 800; layer l { set bounds.size = (300, 100); animate transform from none to translate3d(-100%w, 50%h, 0) rotateY(0.5turn) } }",
        """
        effect e {
            duration 2s
            layer l {
                set bounds.size = (200, 100)
                set position = (100, 100)
                set origin = (0, 0)
                animate transform { 0% none ease-in; 30% skew(10deg, 5deg) matrix(1, 0, 0, 1, 5, 6); 100% scale(2) }
                animate transform additive cumulative repeat 2 from rotate(0.1) to rotate3d(1, 1, 0, 1)
                animate transform mode discrete { 0% perspective(none); 100% matrix3d(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 1, 2, 3, 1) }
                set hidden = true
                set doubleSided = false
                animate hidden { 0% false; 50% true; 100% true }
                set transform.translation.z = 3
                set anchorPointZ = 2
            }
        }
        """,
    ]

    @Test(arguments: sources.indices)
    func printedTransformsLoadBackIntoTheSameTimeline(_ index: Int) throws {
        let original = try Scripts.effect(Self.sources[index])
        let timeline = try original.timeline(assignments: [])
        let source = try DSLPrinter().source(
            of: original, origin: .builtIn, parameters: original.descriptor.defaults())
        let result = DSLLoader.load(SourceFile(name: "copy.fx", text: source))
        #expect(!result.hasErrors, "\(result.rendered())\n\(source)")
        let copy = try #require(result.effects.first)
        #expect(try copy.timeline(assignments: []) == timeline, "\(source)")
    }

    /// The shipped examples of transforms, printed, load back into the same timeline.
    @Test(arguments: ["flip-x", "skew-in", "scale-bounce", "origin-corner"])
    func printedTransformExamplesLoadBackIntoTheSameTimeline(_ name: String) throws {
        let effect = try #require(EffectGoldenTests.loaded.effects.first { $0.descriptor.name == name })
        let timeline = try effect.timeline(assignments: [])
        let source = try DSLPrinter().source(
            of: effect, origin: .builtIn, parameters: effect.descriptor.defaults())
        let result = DSLLoader.load(SourceFile(name: "copy.fx", text: source))
        #expect(!result.hasErrors, "\(result.rendered())\n\(source)")
        let copy = try #require(result.effects.first)
        #expect(try copy.timeline(assignments: []) == timeline, "\(source)")
    }
}
