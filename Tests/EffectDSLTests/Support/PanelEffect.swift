import EffectsRegistry

/// A Swift-defined effect for the printer's tests: a panel slides `distance` points right (or left)
/// in `length` seconds, driven by progress; its model values hold a number and the viewport width.
struct PanelEffect: TransitionEffect {
    var descriptor: EffectDescriptor {
        EffectDescriptor(
            name: "drag", summary: "A panel slides to the right",
            parameters: [
                .number("distance", default: 100, in: 0...1000, unit: "pt", help: "how far the panel goes"),
                .number("length", default: 1, in: 0.1...10, unit: "s", help: "how long it takes"),
                .choice("side", ["left", "right"], default: "right", help: "where it goes"),
            ],
            duration: 1, drive: .progress, layerNames: ["panel"])
    }

    func timeline(_ parameters: ParameterValues, context: EffectContext) throws(EffectError) -> Timeline {
        let distance = try parameters.number("distance") * (try parameters.choice("side") == "left" ? -1 : 1)
        let length = try parameters.number("length")
        guard let opacity = PropertyTarget(keyPath: "opacity"),
            let width = PropertyTarget(keyPath: "bounds.size.width")
        else { throw .failed("the catalogue lacks opacity or bounds.size.width") }
        do {
            let track = try Track(
                keyPath: "position.x", values: [Value(0), Value(distance)],
                timing: MediaTiming(duration: length))
            let layer = Layer(
                name: "panel",
                modelValues: [
                    try ModelValue(target: opacity, value: Value(1)),
                    try ModelValue(target: width, value: Value(context.viewportWidth)),
                ],
                animations: [.track(track)])
            return try Timeline(duration: length, layers: [layer])
        } catch {
            throw EffectError(error)
        }
    }
}
