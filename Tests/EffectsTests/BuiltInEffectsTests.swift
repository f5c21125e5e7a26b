import EffectsRegistry
import Testing

@testable import Effects

/// The registration of the built-ins and their descriptors (`EffectExampleTests` runs their
/// examples).
@Suite struct BuiltInEffectsTests {
    @Test func providerRegistersEveryBuiltInAsBuiltIn() throws {
        var registry = EffectRegistry()
        let failures = registry.load(from: BuiltInEffects.provider)
        #expect(failures.isEmpty)
        #expect(registry.names.sorted() == ["reveal", "slide", "stack", "swap-card"])
        for name in ["reveal", "slide", "stack", "swap-card"] {
            #expect(registry.entry(named: name)?.origin == .builtIn)
        }
        #expect(BuiltInEffects.provider.name == "built-in effects")
        #expect(BuiltInEffects.sequenced.map(\.descriptor.name) == BuiltInEffects.all.map(\.descriptor.name))
        #expect(BuiltInEffects.effect(named: "stack") is Stack)
        #expect(BuiltInEffects.effect(named: "stak") == nil)
    }

    @Test(arguments: BuiltInEffects.all.map(\.descriptor.name))
    func descriptorIsComplete(name: String) throws {
        let effect = try #require(BuiltInEffects.effect(named: name))
        let descriptor = effect.descriptor
        #expect(descriptor.problems().isEmpty)
        #expect(!descriptor.summary.isEmpty && !descriptor.notes.isEmpty)
        for parameter in descriptor.parameters {
            #expect(!parameter.help.isEmpty, "\(parameter.name) has no help")
            if case .number(let range) = parameter.kind {
                #expect(range != nil, "\(parameter.name) has no range")
                #expect(parameter.unit != nil || parameter.name == "shrink", "\(parameter.name) has no unit")
            }
        }
        // The defaults build a timeline of the declared duration and layers.
        let timeline = try effect.timeline(descriptor.defaults(), context: EffectContext())
        #expect(timeline.duration == descriptor.duration)
        #expect(timeline.layers.map(\.name) == descriptor.layerNames)
        #expect(!descriptor.examples.isEmpty)
    }

    /// Each value of a choice or flag gives its own table: none is accepted and then ignored.
    @Test(arguments: BuiltInEffects.all.map(\.descriptor.name))
    func everyChoiceChangesTheTable(name: String) throws {
        let effect = try #require(BuiltInEffects.effect(named: name))
        for parameter in effect.descriptor.parameters {
            let values: [String]
            switch parameter.kind {
            case .choice(let choices): values = choices
            case .bool: values = ["true", "false"]
            default: continue
            }
            var tables: [SampleTable] = []
            for value in values {
                let timeline = try effect.timeline(assignments: ["\(parameter.name)=\(value)"])
                #expect(timeline.duration == effect.descriptor.duration, "\(parameter.name)=\(value)")
                tables.append(try Sampler(timeline: timeline).table(.count(25)))
            }
            #expect(
                Set(tables).count == values.count, "\(name): some values of \(parameter.name) give one table")
        }
    }
}
