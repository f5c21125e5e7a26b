import Effects
import EffectsRegistry
import Testing

@testable import EffectDSL

/// A built-in printed from its DSL twin: the twin's source, renamed, with the asked values as its
/// defaults, so that its parameters work as the built-in's.
@Suite struct DSLPrinterTwinTests {
    static let builtIns = BuiltInEffects.all.map(\.descriptor.name)

    /// The shipped twin of `name`, as the registry would hold it.
    static func twin(of name: String) throws -> ScriptedEffect {
        try #require(
            TestFiles.effects.result.effects.first { $0.descriptor.name == DSLPrinter.twinName(of: name) })
    }

    private static func table(_ effect: any TransitionEffect, _ parameters: ParameterValues) throws
        -> SampleTable
    {
        try Sampler(timeline: effect.timeline(parameters, context: EffectContext())).table(
            .framesPerSecond(60))
    }

    @Test(arguments: builtIns)
    func theCopyLoadsCleanAndEveryParameterWorks(_ name: String) throws {
        let builtIn = try #require(BuiltInEffects.effect(named: name))
        let twin = try Self.twin(of: name)
        let variations = DSLPrinterRoundTripTests.variations(builtIn.descriptor)
        for asked in variations {
            let parameters = try builtIn.descriptor.bind(asked)
            let source = try #require(
                DSLPrinter().source(of: builtIn, origin: .builtIn, twin: twin, parameters: parameters))
            let result = DSLLoader.load(SourceFile(name: "copy.fx", text: source))
            // No error, and no parameter of the copy goes unused.
            #expect(!result.hasErrors, "\(asked): \(result.rendered())")
            #expect(
                !result.diagnostics.contains { $0.id == .parameterUnused }, "\(asked): \(result.rendered())")
            let copy = try #require(result.effects.first { $0.descriptor.name == name + "-copy" }, "\(asked)")
            // Its defaults are the asked values, and any other values sample as on the built-in.
            for other in variations {
                let names = Set(other.map { $0.prefix { $0 != "=" } })
                let values = try builtIn.descriptor.bind(
                    asked.filter { !names.contains($0.prefix { $0 != "=" }) } + other)
                let expected = try Self.table(builtIn, values)
                let got = try Self.table(copy, try copy.descriptor.bind(other))
                #expect(got.columns == expected.columns, "\(asked) then \(other)")
                let difference = try #require(got.maximumDifference(from: expected))
                #expect(difference <= 1e-9, "\(asked) then \(other): differs by \(difference)")
            }
        }
    }

    @Test func theHeaderSaysWhereTheSourceComesFromAndWhatWasAsked() throws {
        let builtIn = try #require(BuiltInEffects.effect(named: "stack"))
        let source = try #require(
            DSLPrinter(writer: "a test").source(
                of: builtIn, origin: .builtIn, twin: try Self.twin(of: "stack"),
                parameters: try builtIn.descriptor.bind(["mode=swipe", "duration=1.5"])))
        #expect(
            source.hasPrefix(
                """
                // 'stack' (built-in) as .fx source, written by 'a test' from its DSL twin
                // 'stack-fx' (effects/seeds/stack.fx:12), renamed: its parameters work, as the original's do.
                // The defaults are the twin's but for mode = "swipe", duration = 1.5s, as asked.

                effect stack-copy {

                """))
        #expect(source.contains("    param mode = \"swipe\" in [\"drag\", \"swipe\", \"undo\"] \""))
        #expect(source.contains("    param duration = 1.5s in 0.01s...60s \""))
        // An example that relied on a default the copy changes is given the twin's value.
        #expect(source.contains("at 0% where mode = \"drag\", duration = 0.5s {"))
        #expect(source.contains("at 0.5s where mode = \"swipe\", duration = 0.5s {"))
    }

    @Test func aTwinWhoseParametersDifferIsNotUsed() throws {
        let builtIn = try #require(BuiltInEffects.effect(named: "stack"))
        let other = try Self.twin(of: "reveal")
        #expect(
            DSLPrinter().source(
                of: builtIn, origin: .builtIn, twin: other, parameters: builtIn.descriptor.defaults()) == nil)
    }
}
