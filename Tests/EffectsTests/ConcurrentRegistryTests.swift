import EffectDSL
import Effects
import EffectsRegistry
import TestSupport
import Testing

/// The registry fxctl builds — the built-ins and the shipped `.fx` files of `effects/` — shared by many
/// tasks at once: each effect samples to the same table in every task as it does alone.
@Suite struct ConcurrentRegistryTests {
    /// The built-ins, then the scripted effects of `effects/`.
    static func registry() -> EffectRegistry { shippedRegistry() }

    /// The CSV of the effect `name` at 60 fps, or the error's text.
    static func csv(_ name: String, in registry: EffectRegistry) -> String {
        do {
            let effect = try registry.effect(named: name)
            let timeline = try effect.timeline(effect.descriptor.defaults(), context: EffectContext())
            return TableWriter(format: .csv).string(
                try Sampler(timeline: timeline).table(.framesPerSecond(60)))
        } catch {
            return "error: \(error)"
        }
    }

    @Test func everyEffectSampledFromManyTasksAtOnceGivesItsSerialTable() async {
        let registry = Self.registry()
        let names = registry.names
        #expect(names.contains("swap-card") && names.contains("swap-card-fx"))
        let serial = Dictionary(uniqueKeysWithValues: names.map { ($0, Self.csv($0, in: registry)) })
        #expect(serial.values.allSatisfy { !$0.hasPrefix("error:") })
        // Every effect eight times over, all tasks in flight together.
        let parallel = await withTaskGroup(of: (String, String).self) { group in
            for _ in 0..<8 {
                for name in names {
                    group.addTask { (name, Self.csv(name, in: registry)) }
                }
            }
            var results: [(String, String)] = []
            for await result in group { results.append(result) }
            return results
        }
        #expect(parallel.count == names.count * 8)
        for (name, csv) in parallel {
            #expect(csv == serial[name], "\(name) sampled differently in a task")
        }
    }
}
