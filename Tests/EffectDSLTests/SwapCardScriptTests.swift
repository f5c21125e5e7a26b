import EffectsRegistry
import Testing

@testable import EffectDSL

@Suite struct SwapCardScriptTests {
    @Test func debugLoad() throws {
        let text = try #require(try? FileReader.read(Repository.path("effects/seeds/swap-card.fx")))
        let source = SourceFile(name: "effects/seeds/swap-card.fx", bytes: text)
        let result = DSLLoader.load(source)
        print(result.rendered())
        let effect = try #require(result.effects.first)
        let timeline = try effect.timeline(effect.descriptor.defaults(), context: EffectContext())
        let sampler = Sampler(timeline: timeline)
        print(sampler.columnNames)
        for t in [0.0, 0.6, 1.0, 1.1999999, 1.2] { print(sampler.values(at: t)) }
    }
}
