import EffectsRegistry

/// XZCarouselView's page transition (seed 003): the outgoing and incoming pages move together, one
/// page plus the inter-item spacing apart, driven by the carousel's transition progress.
public struct Slide: BuiltInEffect {
    /// A slide effect.
    public init() {}

    /// The descriptor: orientation, direction, layout direction, spacing and duration.
    public var descriptor: EffectDescriptor {
        EffectDescriptor(
            name: "slide",
            summary: "The current page and the next move together, one page plus the spacing apart",
            parameters: [
                .choice(
                    "orientation", ["horizontal", "vertical"], default: "horizontal",
                    help: "the paging orientation (pagingOrientation)"),
                .choice(
                    "direction", ["forward", "backward"], default: "forward",
                    help: "towards the next page or the previous one (pagingDirection)"),
                .choice(
                    "layout", ["left-to-right", "right-to-left"], default: "left-to-right",
                    help: "the user interface layout direction; right-to-left mirrors horizontal paging"),
                .number(
                    "spacing", default: 0, in: 0...1000, unit: "pt",
                    help: "the gap between adjacent pages (interitemSpacing)"),
                .number(
                    "duration", default: 0.3, in: 0.01...60, unit: "s",
                    help: "how long an animated page change takes (XZCarouselView's 0.3 s)"),
            ],
            duration: 0.3,
            drive: .progress,
            layerNames: ["outgoing", "incoming"],
            notes: [
                "progress is the carousel's transition value: 0 shows the current page at rest, 1 the next "
                    + "(or, backward, the previous) page fully; the tracks are linear, so the value at "
                    + "progress p is the carousel's layout at transition p (-p going backward)",
                "pages keep the viewport's size; page k's content is offset by its transition times "
                    + "interitemSpacing, so the two pages stay one page plus the spacing apart",
                "the model values are the end state (progress 1), which is what a progress of 1 shows",
            ],
            examples: Slide.examples)
    }

    /// The timeline: both pages travel one page plus the spacing, linearly over `duration`.
    public func timeline(_ parameters: ParameterValues, context: EffectContext) throws(EffectError)
        -> Timeline
    {
        let vertical = try parameters.choice("orientation") == "vertical"
        let forward = try parameters.choice("direction") == "forward"
        let rightToLeft = try parameters.choice("layout") == "right-to-left"
        let spacing = try parameters.number("spacing")
        let duration = try parameters.number("duration")
        let width = context.viewportWidth
        let height = context.viewportHeight
        // The incoming page lies one step away: after the current page (right or below) going forward;
        // a right-to-left layout mirrors the horizontal frames.
        let sign: Double = (forward ? 1 : -1) * (rightToLeft && !vertical ? -1 : 1)
        let step = vertical ? Value(0, sign * (height + spacing)) : Value(sign * (width + spacing), 0)
        let centre = Value(width / 2, height / 2)
        let size = Value(width, height)
        let outgoing = try Slide.page("outgoing", from: centre, to: centre - step, size, duration)
        let incoming = try Slide.page("incoming", from: centre + step, to: centre, size, duration)
        return try TimelineParts.timeline(duration: duration, [outgoing, incoming])
    }

    private static func page(
        _ name: String, from start: Value, to end: Value, _ size: Value, _ duration: Double
    ) throws(EffectError) -> Layer {
        Layer(
            name: name,
            modelValues: [
                try TimelineParts.set("position", end), try TimelineParts.set("bounds.size", size),
            ],
            animations: [try TimelineParts.basic("position", from: start, to: end, duration: duration)])
    }

    /// XZCarouselView's layout on a 375 × 667 viewport.
    static let examples: [EffectExample] =
        [
            EffectExample(
                at: .progress(0), expect: ["outgoing.position.x": 187.5, "incoming.position.x": 562.5],
                "at rest the next page waits one page to the right"),
            EffectExample(
                ["spacing=20"], at: .progress(0.5),
                expect: ["outgoing.position.x": -10, "incoming.position.x": 385],
                "half way with interitemSpacing 20: the pages stay 395 points apart"),
            EffectExample(
                ["layout=right-to-left"], at: .progress(1),
                expect: ["outgoing.position.x": 562.5, "incoming.position.x": 187.5],
                "right-to-left: the next page comes from the left"),
            EffectExample(
                ["orientation=vertical", "direction=backward"], at: .progress(0.25),
                expect: ["outgoing.position.y": 500.25, "incoming.position.y": -166.75],
                "vertical, backward: the previous page comes down from above"),
        ]
}
