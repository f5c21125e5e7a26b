import EffectsRegistry

/// The Tinder-style card stack of seed 004: the top card is dragged or swiped aside while the cards
/// behind rise one level and grow; undo flies the last swiped card back.
public struct Stack: BuiltInEffect {
    /// A stack effect.
    public init() {}

    /// The descriptor: card size, per-level shrink and spacing, visible cards, direction and mode.
    public var descriptor: EffectDescriptor {
        EffectDescriptor(
            name: "stack",
            summary: "The top card of a stack leaves aside while the cards behind rise and grow",
            parameters: [
                .vector(
                    "card", default: Value(200, 300), unit: "pt",
                    help: "the card size (ImageWidth, ImageHeight)"),
                .number("shrink", default: 0.1, in: 0...1, help: "the scale each level loses (ImageScale)"),
                .number(
                    "spacing", default: 20, in: 0...1000, unit: "pt",
                    help: "the gap added per level (ImageSpace)"),
                .integer(
                    "visible", default: 3, in: 1...10, help: "how many cards show; one more waits hidden"),
                .choice(
                    "direction", ["left", "right"], default: "left", help: "the side the top card leaves to"),
                .choice(
                    "mode", ["drag", "swipe", "undo"], default: "drag",
                    help: "drag: progress is the drag (linear); swipe: the button's 0.5 s ease-in-out "
                        + "animation; undo: the swipe reversed, the card back from the side it left"),
                .number(
                    "duration", default: 0.5, in: 0.01...60, unit: "s", help: "the length of the timeline"),
            ],
            duration: 0.5,
            drive: .progress,
            layerNames: (0...3).reversed().map { "card[\($0)]" },
            notes: [
                "layers card[0] (top) to card[visible] (hidden under the deepest visible card, at depth "
                    + "visible - 1), listed bottom first, the order the seed's sendSubviewToBack draws them",
                "at rest depth d sits at y = H/2 + h·shrink·d/2 + spacing·d, x = W/2, scale 1 - shrink·d",
                "drag: the value at progress p is the seed's drag state at XOffPercent ±p; the cards behind "
                    + "use |p| (the seed's signed offset makes a left drag push them down and shrink them); "
                    + "the dragged card keeps y = H/2 (the seed also follows the finger vertically)",
                "swipe and undo run in time with ease-in-out (UIView's default curve); the model values "
                    + "are the end state, so the swiped card stays off the viewport: sequences recycle it "
                    + "to the bottom by moving the items between the layers, as the seed's cardRemove does",
                "undo is the swipe reversed: the seed's text says the others move up and grow, but to undo "
                    + "they move down a level and shrink",
            ],
            examples: Stack.examples)
    }

    /// The timeline: one layer per slot, from its start to its end state.
    public func timeline(_ parameters: ParameterValues, context: EffectContext) throws(EffectError)
        -> Timeline
    {
        let geometry = try Stack.geometry(parameters, context: context)
        let sign: Double = try parameters.choice("direction") == "left" ? -1 : 1
        let mode = try parameters.choice("mode")
        let duration = try parameters.number("duration")
        var layers: [Layer] = []
        for slot in (0...geometry.visible).reversed() {
            let rest = geometry.rest(slot: slot)
            let moved =
                mode == "drag"
                ? geometry.dragged(slot: slot, progress: 1, sign: sign)
                : geometry.swiped(slot: slot, sign: sign)
            let (start, end) = mode == "undo" ? (moved, rest) : (rest, moved)
            layers.append(
                try Stack.card(
                    "card[\(slot)]", from: start, to: end, size: geometry.card, duration: duration,
                    timing: mode == "drag" ? nil : .easeInOut))
        }
        return try TimelineParts.timeline(duration: duration, layers)
    }

    static func geometry(_ parameters: ParameterValues, context: EffectContext) throws(EffectError)
        -> StackGeometry
    {
        let card = try parameters.vector("card")
        let shrink = try parameters.number("shrink")
        let visible = try parameters.integer("visible")
        guard card.x > 0, card.y > 0 else {
            throw .parameter(
                .invalidValue(
                    name: "card", expected: "a positive width and height",
                    got: ParameterValue.vector(card).description))
        }
        guard shrink * Double(visible - 1) < 1 else {
            throw .parameter(
                .invalidValue(
                    name: "shrink",
                    expected: "a scale loss that leaves the card at depth \(visible - 1) "
                        + "a positive scale (shrink · (visible - 1) < 1)",
                    got: ParameterValue.number(shrink).description))
        }
        return StackGeometry(
            width: context.viewportWidth, height: context.viewportHeight, card: card, shrink: shrink,
            spacing: try parameters.number("spacing"), visible: visible)
    }

    private static func card(
        _ name: String, from start: StackGeometry.CardState, to end: StackGeometry.CardState, size: Value,
        duration: Double, timing: TimingFunction?
    ) throws(EffectError) -> Layer {
        var animations: [Animation] = []
        if start.position != end.position {
            animations.append(
                try TimelineParts.basic(
                    "position", from: start.position, to: end.position, duration: duration, timing: timing))
        }
        if start.scale != end.scale {
            animations.append(
                try TimelineParts.basic(
                    "transform.scale", from: Value(start.scale), to: Value(end.scale), duration: duration,
                    timing: timing))
        }
        if start.rotation != end.rotation {
            animations.append(
                try TimelineParts.basic(
                    "transform.rotation", from: Value(start.rotation), to: Value(end.rotation),
                    duration: duration, timing: timing))
        }
        return Layer(
            name: name,
            modelValues: [
                try TimelineParts.set("position", end.position), try TimelineParts.set("bounds.size", size),
                try TimelineParts.set("transform.scale", Value(end.scale)),
                try TimelineParts.set("transform.rotation", Value(end.rotation)),
            ],
            animations: animations)
    }
}
