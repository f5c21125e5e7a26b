import EffectsRegistry
import Testing

/// The core's former module name still gives its API, so apps written against it build.
@Suite struct FormerModuleNameTests {
    @Test func theFormerNameSamplesAnEffectThroughTheCore() throws {
        let fade = try Track(
            keyPath: "opacity", values: [Value(0), Value(1)], timing: MediaTiming(duration: 1))
        let timeline = try Timeline(duration: 1, layers: [Layer(name: "card", animations: [.track(fade)])])
        #expect(Sampler(timeline: timeline).value(of: "card.opacity", at: 0.25) == 0.25)
    }
}
