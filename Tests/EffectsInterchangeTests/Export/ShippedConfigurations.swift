import EffectDSL
import Effects
import EffectsRegistry

/// Every effect fxkit ships (the built-ins and the `.fx` catalogue of `effects/`), each at its
/// default parameters and at the parameters of each of its examples: the configurations the browser
/// tests export.
struct ShippedConfiguration: Sendable, CustomStringConvertible {
    /// The effect's name.
    let name: String
    /// The parameter assignments (`angle=0.3`), empty for the defaults.
    let assignments: [String]
    /// The configured timeline.
    let timeline: Timeline

    var description: String { assignments.isEmpty ? name : name + " " + assignments.joined(separator: " ") }

    /// The viewport every configuration plays on.
    static let context = EffectContext()

    /// Every shipped effect: the built-ins, then the catalogue's effects.
    static func effects() -> [any TransitionEffect] {
        var registry = EffectRegistry()
        for effect in BuiltInEffects.all { try? registry.register(effect, origin: .builtIn) }
        let loaded = DSLLoader.load([], catalogue: .all, registry: registry)
        return BuiltInEffects.all.map { $0 as any TransitionEffect }
            + loaded.effects.map { $0 as any TransitionEffect }
    }

    /// Every configuration of every shipped effect.
    static func all() throws -> [ShippedConfiguration] {
        var result: [ShippedConfiguration] = []
        for effect in effects() {
            let descriptor = effect.descriptor
            var sets: [[String]] = [[]]
            for example in descriptor.examples
            where !example.assignments.isEmpty && !sets.contains(example.assignments) {
                sets.append(example.assignments)
            }
            for assignments in sets {
                let parameters = try descriptor.bind(assignments)
                let timeline = try effect.timeline(parameters, context: context)
                result.append(
                    ShippedConfiguration(name: descriptor.name, assignments: assignments, timeline: timeline))
            }
        }
        return result
    }
}
