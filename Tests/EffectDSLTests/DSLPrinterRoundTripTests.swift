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
