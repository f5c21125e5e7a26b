import EffectsRegistry
import TestSupport
import Testing

@Suite struct EffectRegistryTests {
    static let builtIns = StaticEffectProvider(
        name: "built-in effects",
        effects: ["swap-card", "slide", "stack", "fade-in", "fade-out"].map { FakeEffect(named: $0) })

    func registryWithBuiltIns() -> EffectRegistry {
        var registry = EffectRegistry()
        let failures = registry.load(from: Self.builtIns)
        #expect(failures.isEmpty)
        return registry
    }

    @Test func looksEffectsUpByName() throws {
        let registry = registryWithBuiltIns()
        #expect(try registry.effect(named: "slide").descriptor.name == "slide")
        #expect(registry.entry(named: "stack")?.origin == .builtIn)
        #expect(registry.entry(named: "nothing") == nil)
        #expect(registry.count == 5)
    }

    @Test func listsEffectsSortedByName() {
        let registry = registryWithBuiltIns()
        #expect(registry.names == ["fade-in", "fade-out", "slide", "stack", "swap-card"])
        #expect(registry.entries.map(\.name) == registry.names)
    }

    @Test(arguments: [
        ("swapcard", "unknown effect 'swapcard' (did you mean 'swap-card'?)"),
        ("Slide", "unknown effect 'Slide' (did you mean 'slide'?)"),
        ("fade-up", "unknown effect 'fade-up' (did you mean 'fade-in' or 'fade-out'?)"),
        ("ripple", "unknown effect 'ripple'"),
    ])
    func unknownNamesSuggestCloseOnes(name: String, message: String) {
        let registry = registryWithBuiltIns()
        let hint = "; no effect of that name is registered"
        #expect(errorMessage(RegistryError.self) { try registry.effect(named: name) } == message + hint)
    }

    @Test func keepsTheSuggestionsInTheError() {
        let registry = registryWithBuiltIns()
        #expect(throws: RegistryError.unknownEffect(name: "stak", suggestions: ["stack"])) {
            try registry.effect(named: "stak")
        }
    }

    @Test func aNameDefinedTwiceAcrossProvidersNamesBothOrigins() {
        var registry = registryWithBuiltIns()
        let files = FakeFileProvider(effects: [
            ("ripple", "effects/ripple.fx", 1), ("slide", "effects/slide.fx", 3),
        ])
        let failures = registry.load(from: files)
        #expect(
            failures == [
                EffectLoadFailure(
                    source: "effects/slide.fx:3",
                    message: "effect 'slide' is defined twice, first built-in, then at effects/slide.fx:3")
            ])
        #expect(registry.entry(named: "slide")?.origin == .builtIn)
        #expect(registry.entry(named: "ripple")?.origin == .file(path: "effects/ripple.fx", line: 1))
    }

    @Test func aNameDefinedTwiceInFilesNamesBothFiles() throws {
        var registry = EffectRegistry()
        try registry.register(FakeEffect(named: "fade"), origin: .file(path: "effects/a.fx", line: 1))
        #expect(
            errorMessage(RegistryError.self) {
                try registry.register(
                    FakeEffect(named: "fade"), origin: .file(path: "effects/b.fx", line: 12))
            } == "effect 'fade' is defined twice, first at effects/a.fx:1, then at effects/b.fx:12")
    }

    @Test func aProviderReportsFailuresAlongsideWhatLoaded() {
        var registry = EffectRegistry()
        let diagnostics =
            "effects/broken.fx:2:5: error: unknown key path 'opactiy' (did you mean 'opacity'?)\n"
            + "    animate opactiy from 0 to 1\n            ^"
        let files = FakeFileProvider(
            effects: [("ripple", "effects/ripple.fx", 1), ("glow", "effects/glow.fx", 4)],
            failures: [EffectLoadFailure(source: "effects/broken.fx", message: diagnostics)])
        let failures = registry.load(from: files)
        #expect(registry.names == ["glow", "ripple"])
        #expect(failures.count == 1)
        #expect(failures.first?.description == "effects/broken.fx:\n" + diagnostics)
    }

    @Test func aProviderCanDeriveFromWhatWasRegisteredBefore() throws {
        var registry = registryWithBuiltIns()
        #expect(registry.load(from: DerivingProvider(base: "slide", derived: "slow-slide")).isEmpty)
        #expect(try registry.effect(named: "slow-slide").descriptor.duration == 2)
        #expect(registry.entry(named: "slow-slide")?.origin.description == "derived.fx:1")

        var empty = EffectRegistry()
        let failures = empty.load(from: DerivingProvider(base: "slide", derived: "slow-slide"))
        #expect(failures.map(\.description) == ["derived.fx:1: unknown base effect 'slide'"])
        #expect(empty.count == 0)
    }

    @Test func describesOrigins() {
        #expect(EffectOrigin.builtIn.description == "built-in")
        #expect(EffectOrigin.file(path: "effects/fade.fx", line: 3).description == "effects/fade.fx:3")
        #expect(
            EffectLoadFailure(source: "effects/x.fx", message: "empty file").description
                == "effects/x.fx: empty file")
    }

    @Test func staticProvidersRegisterEverythingAsBuiltIn() {
        let result = Self.builtIns.load(into: EffectRegistry())
        #expect(result.failures.isEmpty)
        #expect(result.effects.map(\.name) == ["swap-card", "slide", "stack", "fade-in", "fade-out"])
        #expect(result.effects.allSatisfy { $0.origin == .builtIn })
    }

    @Test func isUsableFromManyTasksAtOnce() async throws {
        var registry = registryWithBuiltIns()
        try registry.register(Fixtures.timed, origin: .builtIn)
        let shared = registry
        let durations = try await withThrowingTaskGroup(of: Double.self) { group in
            for index in 1...16 {
                group.addTask {
                    let effect = try shared.effect(named: "timed")
                    let values = try effect.descriptor.bind(["length=\(index)00ms"])
                    return try effect.timeline(values, context: EffectContext()).duration
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(durations.sorted() == (1...16).map { Double($0) / 10 })
    }
}
