import EffectsRegistry

/// A small built-in-like effect for derivation tests: one layer 'box' whose opacity runs from 1 to
/// 0 over `duration`; a negative `size` makes its timeline fail.
struct ProbeEffect: TransitionEffect {
    var descriptor: EffectDescriptor {
        EffectDescriptor(
            name: "probe", summary: "a box fades out",
            parameters: [
                .number("size", default: 10, in: -100...100, help: "the box's side"),
                .number("duration", default: 1, in: 0.01...10, unit: "s", help: "the fade's length"),
            ],
            duration: 1, layerNames: ["box"])
    }

    func timeline(_ parameters: ParameterValues, context: EffectContext) throws(EffectError) -> Timeline {
        let size = try parameters.number("size")
        let duration = try parameters.number("duration")
        guard size >= 0 else { throw .failed("size must not be negative") }
        do {
            let box = Layer(
                name: "box",
                modelValues: [
                    try ModelValue(
                        target: PropertyTarget(PropertyPath.named("opacity") ?? .catalogue[0]),
                        value: Value(0)),
                    try ModelValue(
                        target: PropertyTarget(PropertyPath.named("bounds.size") ?? .catalogue[0]),
                        value: Value(size, size)),
                ],
                animations: [
                    .track(
                        try Track(
                            keyPath: "opacity", values: [Value(1), Value(0)],
                            timing: MediaTiming(duration: duration)))
                ])
            return try Timeline(duration: duration, layers: [box])
        } catch {
            throw EffectError(error)
        }
    }

    /// A registry holding the probe, as built-ins are held.
    static var registry: EffectRegistry {
        var registry = EffectRegistry()
        try? registry.register(ProbeEffect(), origin: .builtIn)
        return registry
    }
}
