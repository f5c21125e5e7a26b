import EffectsRegistry
import TestSupport
import Testing

@testable import EffectDSL
@testable import Effects

/// Each built-in and its re-expression in the DSL (`effects/seeds/`) sample to the same table within
/// 1e-9 at 60 fps, for every combination of its choice and switch parameters.
@Suite struct DSLTwinTests {
    struct Twin: CustomTestStringConvertible, Sendable {
        var builtIn: String
        var file: String
        var twin: String
        /// Extra assignments to try on top of every combination of choices.
        var variations: [[String]]
        var testDescription: String { "\(builtIn) and \(twin)" }
    }

    static let twins = [
        Twin(builtIn: "reveal", file: "reveal.fx", twin: "reveal-fx", variations: [[], ["duration=0.4"]]),
        Twin(
            builtIn: "slide", file: "slide.fx", twin: "slide-fx",
            variations: [[], ["spacing=20", "duration=0.5"]]),
        Twin(
            builtIn: "swap-card", file: "swap-card.fx", twin: "swap-card-fx",
            variations: [[], ["angle=0.3", "offset=(110, -30)", "swing=1.2"]]),
        Twin(
            builtIn: "stack", file: "stack.fx", twin: "stack-fx",
            variations: [
                [], ["visible=2"],
                ["visible=5", "shrink=0.05", "spacing=10", "card=(100, 200)", "duration=0.7"],
            ]),
    ]

    static func scripted(_ twin: Twin) throws -> any TransitionEffect {
        let path = Repository.path("effects/seeds/" + twin.file)
        let result = DSLFileProvider(path: path).load(into: EffectRegistry())
        #expect(result.failures.isEmpty, "\(result.failures.map(\.description))")
        return try #require(
            result.effects.first { $0.name == twin.twin }?.effect, "no \(twin.twin) in \(path)")
    }

    /// Every combination of one value per choice or switch parameter, as assignments.
    static func combinations(_ descriptor: EffectDescriptor) -> [[String]] {
        var result: [[String]] = [[]]
        for parameter in descriptor.parameters {
            let values: [String]
            switch parameter.kind {
            case .choice(let choices): values = choices
            case .bool: values = ["true", "false"]
            default: continue
            }
            result = result.flatMap { prefix in values.map { prefix + ["\(parameter.name)=\($0)"] } }
        }
        return result
    }

    @Test(arguments: ["reveal.fx", "slide.fx"])
    func twinsWrittenHereLoadWithoutWarnings(file: String) throws {
        let path = Repository.path("effects/seeds/" + file)
        let result = DSLFileProvider(path: path).report(into: EffectRegistry()).result
        #expect(result.effects.count == 1)
        #expect(result.diagnostics.isEmpty, "\(result.rendered())")
    }

    @Test(arguments: twins)
    func twinsDeclareTheSameInterface(_ twin: Twin) throws {
        let builtIn = try #require(BuiltInEffects.effect(named: twin.builtIn)).descriptor
        let scripted = try Self.scripted(twin).descriptor
        #expect(scripted.parameterNames == builtIn.parameterNames)
        #expect(scripted.defaults().description == builtIn.defaults().description)
        #expect(scripted.duration == builtIn.duration)
        #expect(scripted.drive == builtIn.drive)
        #expect(scripted.summary == builtIn.summary)
    }

    @Test(arguments: twins)
    func twinsSampleToTheSameTable(_ twin: Twin) throws {
        let builtIn = try #require(BuiltInEffects.effect(named: twin.builtIn))
        let scripted = try Self.scripted(twin)
        let combinations = Self.combinations(builtIn.descriptor)
        #expect(combinations.count > 1)
        for choices in combinations {
            for variation in twin.variations {
                let assignments = choices + variation
                let expected = try Sampler(timeline: builtIn.timeline(assignments: assignments))
                    .table(.framesPerSecond(60))
                let got = try Sampler(timeline: scripted.timeline(assignments: assignments))
                    .table(.framesPerSecond(60))
                #expect(got.columns == expected.columns, "\(assignments)")
                let difference = try #require(got.maximumDifference(from: expected), "\(assignments)")
                #expect(difference <= 1e-9, "\(assignments): differs by \(difference)")
            }
        }
    }
}
