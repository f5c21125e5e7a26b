import EffectsRegistry
import Testing

@testable import EffectDSL

/// Loading snippets in tests.
enum Scripts {
    /// The only effect of `text`, which must load without errors.
    static func effect(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
        -> ScriptedEffect
    {
        let result = DSLLoader.load(SourceFile(name: "test.fx", text: text), registry: ProbeEffect.registry)
        #expect(!result.hasErrors, "\(result.rendered())", sourceLocation: sourceLocation)
        return try #require(result.effects.last, sourceLocation: sourceLocation)
    }

    /// The timeline of the last effect of `text` for `assignments`.
    static func timeline(
        _ text: String, _ assignments: [String] = [], context: EffectContext = EffectContext(),
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> Timeline {
        try effect(text, sourceLocation: sourceLocation).timeline(assignments: assignments, context: context)
    }

    /// The tracks of layer `layer`, depth first.
    static func tracks(_ timeline: Timeline, layer: String) -> [Track] {
        timeline.layers.first { $0.name == layer }?.animations.flatMap(\.tracks) ?? []
    }

    /// The value of a `let` named `x` in an effect made of `lets`: it is set as the opacity of a
    /// layer, so it must be a number.
    static func value(_ lets: String) throws -> Double {
        let timeline = try Scripts.timeline("effect e { \(lets); layer l { set opacity = x } }")
        return try #require(timeline.layers.first?.modelValues.first?.value.x)
    }
}
