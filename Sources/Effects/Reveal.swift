import EffectsRegistry

/// Core Animation's `CATransition` of type reveal (seed 000): the outgoing image slides out of the
/// viewport and uncovers the incoming one, which stays still beneath it.
public struct Reveal: BuiltInEffect {
    /// The sides a reveal can start from, as `CATransition` subtypes (`kCATransitionFromLeft` …).
    public static let sides = ["left", "right", "top", "bottom"]

    /// A reveal effect.
    public init() {}

    /// The descriptor: `from`, `duration` and `timing`, with Core Animation's defaults.
    public var descriptor: EffectDescriptor {
        EffectDescriptor(
            name: "reveal",
            summary: "The outgoing image slides out of the viewport and reveals the incoming one beneath it",
            parameters: [
                .choice(
                    "from", Reveal.sides, default: "left",
                    help: "the transition subtype: from left moves the outgoing image rightwards, from top "
                        + "moves it down (the seed's swipe right, to the next image, is from left)"),
                .number(
                    "duration", default: MediaTiming.defaultDuration, in: 0.01...60, unit: "s",
                    help: "how long the outgoing image takes to leave (Core Animation's default 0.25 s)"),
                .choice(
                    "timing", EasingName.names, default: "linear",
                    help: "the transition's timing function (nil, that is linear, in Core Animation)"),
            ],
            duration: MediaTiming.defaultDuration,
            layerNames: ["incoming", "outgoing"],
            notes: [
                "both layers fill the viewport and are centred in it; the outgoing one is drawn last, "
                    + "with zPosition 1, so it covers the incoming one",
                "the outgoing layer's model position is where it ends, out of the viewport, so the last "
                    + "sample shows the incoming image uncovered",
                "sequences: next plays the configured side, previous the opposite one, as the seed's swipe "
                    + "right (from left, index + 1) and swipe left (from right, index - 1)",
            ],
            examples: Reveal.examples)
    }

    /// The timeline: the outgoing layer moves one viewport width or height away from `from`.
    public func timeline(_ parameters: ParameterValues, context: EffectContext) throws(EffectError)
        -> Timeline
    {
        let side = try parameters.choice("from")
        let duration = try parameters.number("duration")
        let timing = EasingName.function(named: try parameters.choice("timing"))
        let width = context.viewportWidth
        let height = context.viewportHeight
        let centre = Value(width / 2, height / 2)
        let end = centre + Reveal.displacement(from: side, width: width, height: height)
        let size = Value(width, height)
        let incoming = Layer(
            name: "incoming",
            modelValues: [
                try TimelineParts.set("position", centre), try TimelineParts.set("bounds.size", size),
            ])
        let outgoing = Layer(
            name: "outgoing",
            modelValues: [
                try TimelineParts.set("position", end), try TimelineParts.set("bounds.size", size),
                try TimelineParts.set("zPosition", Value(1)),
            ],
            animations: [
                try TimelineParts.basic("position", from: centre, to: end, duration: duration, timing: timing)
            ])
        return try TimelineParts.timeline(duration: duration, [incoming, outgoing])
    }

    /// How far the outgoing layer travels: a full viewport away from the side it starts from (y grows
    /// downwards, so from top moves it down).
    static func displacement(from side: String, width: Double, height: Double) -> Value {
        switch side {
        case "right": return Value(-width, 0)
        case "top": return Value(0, height)
        case "bottom": return Value(0, -height)
        default: return Value(width, 0)
        }
    }

    /// The side a reveal in the opposite direction starts from.
    static func opposite(of side: String) -> String {
        switch side {
        case "left": return "right"
        case "right": return "left"
        case "top": return "bottom"
        default: return "top"
        }
    }

    /// Seed 000 on a 375 × 667 viewport: the image half way out at half time, fully out at the end.
    static let examples: [EffectExample] =
        [
            EffectExample(
                at: .time(0), expect: ["outgoing.position.x": 187.5, "outgoing.zPosition": 1],
                "at rest the outgoing image covers the viewport"),
            EffectExample(
                at: .time(0.125), expect: ["outgoing.position.x": 375, "incoming.position.x": 187.5],
                "from left, linear: half way at half time, the incoming image still"),
            EffectExample(
                ["from=right"], at: .time(0.25), expect: ["outgoing.position.x": -187.5],
                "from right (the seed's swipe left): fully out to the left at the end"),
            EffectExample(
                ["from=top"], at: .time(0.125), expect: ["outgoing.position.y": 667],
                "from top moves the image down"),
        ]
}
