import EffectsRegistry

/// A test effect: any descriptor, and a timeline as long as its `length` parameter when it has one.
struct FakeEffect: TransitionEffect {
    let descriptor: EffectDescriptor

    init(_ descriptor: EffectDescriptor) {
        self.descriptor = descriptor
    }

    /// An effect with only a name and a one-second duration.
    init(named name: String) {
        self.descriptor = EffectDescriptor(name: name, summary: "a test effect named \(name)", duration: 1)
    }

    func timeline(_ parameters: ParameterValues, context: EffectContext) throws(EffectError) -> Timeline {
        guard parameters["length"] != nil else { return Timeline(duration: 1) }
        return Timeline(duration: try parameters.number("length"))
    }
}

/// Descriptors shared by the tests.
enum Fixtures {
    /// One parameter of every kind, with units and with finite and half-open ranges.
    static let demo = EffectDescriptor(
        name: "demo",
        summary: "an effect with a parameter of every kind",
        parameters: [
            .number("angle", default: 0.15, in: 0...1.6, unit: "rad", help: "peak tilt"),
            .number("delay", default: 0, in: 0...(.infinity), unit: "s", help: "wait before starting"),
            .vector("offset", default: Value(90, -20), unit: "pt", help: "peak offset"),
            .integer("count", default: 4, in: 1...8, help: "cards in the stack"),
            .bool("forward", default: true, help: "towards the next item"),
            .choice(
                "from", ["left", "right", "top", "bottom"], default: "right", help: "where it comes from"),
            .number("spacing", default: 10, help: "space between items"),
            .number("gain", default: 0.5, in: -(.infinity)...1, help: "how much of the drag is followed"),
        ],
        duration: 1.2,
        layerNames: ["front", "back"])

    /// An effect whose timeline lasts `length` seconds.
    static let timed = FakeEffect(
        EffectDescriptor(
            name: "timed", summary: "lasts as long as asked",
            parameters: [.number("length", default: 1, in: 0...10, unit: "s", help: "duration")],
            duration: 1))
}

/// A provider of effects defined in files, with failures for the files that did not load.
struct FakeFileProvider: EffectProvider {
    let name = "effects/"
    var effects: [(name: String, path: String, line: Int)] = []
    var failures: [EffectLoadFailure] = []

    func load(into registry: EffectRegistry) -> EffectProviderResult {
        EffectProviderResult(
            effects: effects.map {
                RegisteredEffect(
                    effect: FakeEffect(named: $0.name), origin: .file(path: $0.path, line: $0.line))
            },
            failures: failures)
    }
}

/// A provider whose one effect derives from an effect registered earlier, as `effect a: base` does.
struct DerivingProvider: EffectProvider {
    let name = "derived.fx"
    let base: String
    let derived: String

    func load(into registry: EffectRegistry) -> EffectProviderResult {
        guard let entry = registry.entry(named: base) else {
            return EffectProviderResult(
                failures: [
                    EffectLoadFailure(source: "derived.fx:1", message: "unknown base effect '\(base)'")
                ])
        }
        var descriptor = entry.effect.descriptor
        descriptor.name = derived
        descriptor.duration *= 2
        return EffectProviderResult(
            effects: [
                RegisteredEffect(effect: FakeEffect(descriptor), origin: .file(path: "derived.fx", line: 1))
            ])
    }
}
