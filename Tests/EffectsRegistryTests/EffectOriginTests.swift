import EffectsRegistry
import Testing

/// An app's own Swift effects keep their provider's name as their origin, apart from fxkit's
/// built-ins and from files.
struct EffectOriginTests {
    static let app = StaticEffectProvider(
        name: "toast effects", effects: [FakeEffect(named: "toast")],
        origin: .swift(provider: "toast effects"))

    @Test func anAppsSwiftEffectIsListedUnderItsProvider() {
        var registry = EffectRegistry()
        #expect(registry.load(from: Self.app).isEmpty)
        #expect(registry.entry(named: "toast")?.origin == .swift(provider: "toast effects"))
        #expect(registry.entry(named: "toast")?.origin.description == "toast effects")
    }

    @Test func aStaticProviderIsBuiltInUnlessToldOtherwise() {
        var registry = EffectRegistry()
        _ = registry.load(from: StaticEffectProvider(name: "built-ins", effects: [FakeEffect(named: "fade")]))
        #expect(registry.entry(named: "fade")?.origin == .builtIn)
    }

    @Test func aDuplicateNamesTheProviderItCameFrom() {
        var registry = EffectRegistry()
        _ = registry.load(
            from: StaticEffectProvider(name: "built-ins", effects: [FakeEffect(named: "toast")]))
        let failures = registry.load(from: Self.app)
        #expect(
            failures.map(\.message) == [
                "effect 'toast' is defined twice, first built-in, then from toast effects"
            ])
    }
}
