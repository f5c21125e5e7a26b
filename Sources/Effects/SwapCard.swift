import EffectsRegistry

/// Two stacked cards trade places (seed 002): each card's 1.2 s `CAAnimationGroup` holds a
/// `zPosition` animation, a tilt of `swing` seconds that the group cuts, and an additive swing out
/// of the stack and back.
public struct SwapCard: BuiltInEffect {
    /// The seed's group duration, which also bounds the `zPosition` and `position` animations.
    public static let groupDuration = 1.2

    /// A swap-card effect.
    public init() {}

    /// The descriptor: tilt angle, swing offset, tilt direction, the rotation's own duration and the
    /// card size.
    public var descriptor: EffectDescriptor {
        EffectDescriptor(
            name: "swap-card",
            summary: "The front card swings out and behind while the back card swings forward",
            parameters: [
                .number(
                    "angle", default: 0.15, in: 0...1.6, unit: "rad",
                    help: "the peak tilt of each card at the middle of its rotation"),
                .vector(
                    "offset", default: Value(90, -20), unit: "pt",
                    help: "the peak additive offset of the front card; the back card swings the opposite way"),
                .bool(
                    "forward", default: true,
                    help: "the seed's next button (front card tilts by +angle, back by -angle); false is its "
                        + "previous button, which mirrors the tilt"),
                .number(
                    "swing", default: 2, in: 0.01...60, unit: "s",
                    help: "the rotation's own duration; the seed's 2 s is cut by the 1.2 s group at 60 %, "
                        + "so the tilt snaps back from 92 % of its peak (1.2 gives a full swing)"),
                .vector(
                    "card", default: Value(200, 300), unit: "pt",
                    help: "the card size; the seed's cards are image views of any size, this is stack's"),
            ],
            duration: SwapCard.groupDuration,
            layerNames: ["front", "back"],
            notes: [
                "both cards are centred in the viewport: each has the model position (W/2, H/2), to which "
                    + "the additive position animation adds its offset",
                "the model zPosition is the seed's toZ (-1 front, 1 back), so after 1.2 s the back card is "
                    + "in front; the seed's animationDidStop then swaps the images and the zPositions back, "
                    + "which sequences do by moving the items between the layers",
                "the zPosition animation has no timing function in the seed (linear); the keyframe "
                    + "segments are all ease-in-out",
                "the seed's next button steps the index by -1 ((i + 6) % 7) and its previous button by "
                    + "+1; sequences step next by +1 with the next button's tilt (forward) and previous by "
                    + "-1 with the mirrored tilt",
            ],
            examples: SwapCard.examples)
    }

    /// The timeline: one group per card, as the seed's `addAnimateWithPoint:angle:fromZ:toZ:view:`.
    public func timeline(_ parameters: ParameterValues, context: EffectContext) throws(EffectError)
        -> Timeline
    {
        let angle = try parameters.number("angle")
        let offset = try parameters.vector("offset")
        let tilt = try parameters.bool("forward") ? angle : -angle
        let swing = try parameters.number("swing")
        let size = try parameters.vector("card")
        let centre = Value(context.viewportWidth / 2, context.viewportHeight / 2)
        let front = try SwapCard.card(
            "front", point: offset, angle: tilt, fromZ: 1, toZ: -1, centre: centre, size: size, swing: swing)
        let back = try SwapCard.card(
            "back", point: offset * -1, angle: -tilt, fromZ: -1, toZ: 1, centre: centre, size: size,
            swing: swing)
        return try TimelineParts.timeline(duration: SwapCard.groupDuration, [front, back])
    }

    private static func card(
        _ name: String, point: Value, angle: Double, fromZ: Double, toZ: Double, centre: Value, size: Value,
        swing: Double
    ) throws(EffectError) -> Layer {
        let zero = Value(0, 0)
        let group = try TimelineParts.group(
            duration: groupDuration,
            [
                try TimelineParts.basic(
                    "zPosition", from: Value(fromZ), to: Value(toZ), duration: groupDuration),
                try TimelineParts.keyframes(
                    "transform.rotation", [Value(0), Value(angle), Value(0)], segments: .easeInOut,
                    duration: swing),
                try TimelineParts.keyframes(
                    "position", [zero, point, zero], segments: .easeInOut, duration: groupDuration,
                    additive: true),
            ])
        return Layer(
            name: name,
            modelValues: [
                try TimelineParts.set("zPosition", Value(toZ)), try TimelineParts.set("position", centre),
                try TimelineParts.set("bounds.size", size),
            ],
            animations: [group])
    }

    /// Seed 002 on a 375 × 667 viewport.
    static let examples: [EffectExample] =
        [
            EffectExample(
                at: .time(0.6),
                expect: [
                    "front.zPosition": 0, "back.zPosition": 0, "front.position.x": 277.5,
                    "front.position.y": 313.5, "back.position.x": 97.5, "back.position.y": 353.5,
                ],
                "half way: the cards at equal depth, each at its peak offset from the centre"),
            EffectExample(
                at: .time(1), expect: ["front.transform.rotation": 0.15, "back.transform.rotation": -0.15],
                "the 2 s rotation peaks at 1 s (next button: the front card tilts by +0.15)"),
            EffectExample(
                ["forward=false"], at: .time(1), expect: ["front.transform.rotation": -0.15],
                "the previous button mirrors the tilt"),
            EffectExample(
                at: .time(1.2),
                expect: [
                    "front.zPosition": -1, "back.zPosition": 1, "front.transform.rotation": 0,
                    "front.position.x": 187.5,
                ],
                "after the group: the model values, the back card in front"),
        ]
}
