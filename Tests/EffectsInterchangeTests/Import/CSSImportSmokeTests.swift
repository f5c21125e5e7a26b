import EffectDSL
import EffectsRegistry
import Testing

@testable import EffectsInterchange

@Suite struct CSSImportSmokeTests {
    @Test func importsAFadeAndSamplesIt() throws {
        let css = """
            :root { --d: 2s; }
            .box { animation: fade var(--d) linear both; transform-origin: center bottom; }
            @keyframes fade { from { opacity: 0; transform: translateX(50%) } to { opacity: 1; transform: none } }
            """
        let result = CSSImport.load(SourceFile(name: "a.css", text: css))
        #expect(result.diagnostics.isEmpty, "\(result.rendered())")
        let effect = try #require(result.effects.first)
        #expect(effect.descriptor.duration == 2)
        let timeline = try effect.timeline(effect.descriptor.defaults(), context: EffectContext())
        let sampler = Sampler(timeline: timeline)
        let opacity = try #require(sampler.value(of: "element.opacity", at: 1))
        #expect(abs(opacity - 0.5) < 1e-12)
    }
}
