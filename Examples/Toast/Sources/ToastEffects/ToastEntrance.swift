import EffectsRegistry

/// A toast that rises from below the screen's bottom edge and fades in: an effect an app defines
/// in Swift, beside fxkit's built-ins.
public struct ToastEntrance: TransitionEffect {
    /// A toast entrance.
    public init() {}

    /// The name, summary, parameters and layer of the effect.
    public var descriptor: EffectDescriptor {
        EffectDescriptor(
            name: "toast-entrance",
            summary: "A toast rises from below the bottom edge and fades in",
            parameters: [
                .number("rise", default: 120, in: 0...1000, unit: "pt", help: "how far the toast travels up"),
                .number(
                    "duration", default: 0.4, in: 0.05...5, unit: "s", help: "how long the entrance takes"),
            ],
            durationParameter: "duration",
            layerNames: ["toast"],
            examples: [
                EffectExample(
                    note: "the toast starts 120 points below its place, on a 375 × 667 screen, unseen",
                    at: .progress(0), expect: ["toast.position.y": 707, "toast.opacity": 0]),
                EffectExample(
                    note: "halfway through, it is half opaque", at: .time(0.2), expect: ["toast.opacity": 0.5]
                ),
                EffectExample(
                    note: "however far it rises, it ends 80 points above the bottom edge, opaque",
                    parameters: ["rise": 40], at: .progress(1),
                    expect: ["toast.position.y": 587, "toast.opacity": 1]),
            ])
    }

    /// The toast's layer: 300 × 60 points, centred 80 points above the bottom edge at rest.
    public func timeline(_ parameters: ParameterValues, context: EffectContext) throws(EffectError)
        -> Timeline
    {
        let rise = try parameters.number("rise")
        let duration = try parameters.number("duration")
        let rest = Value(context.viewportWidth / 2, context.viewportHeight - 80)
        return try EffectError.catching {
            let timing = MediaTiming(duration: duration)
            let toast = Layer(
                name: "toast",
                modelValues: [
                    try ModelValue(keyPath: "position", value: rest),
                    try ModelValue(keyPath: "bounds.size", value: Value(300, 60)),
                    try ModelValue(keyPath: "opacity", value: Value(1)),
                ],
                animations: [
                    .track(
                        try Track(
                            keyPath: "position", values: [rest + Value(0, rise), rest],
                            timingFunction: .easeOut, timing: timing)),
                    .track(try Track(keyPath: "opacity", values: [Value(0), Value(1)], timing: timing)),
                ])
            return try Timeline(duration: duration, layers: [toast])
        }
    }
}
