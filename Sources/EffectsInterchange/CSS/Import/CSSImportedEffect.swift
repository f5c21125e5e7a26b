import EffectDSL
import EffectsRegistry

/// An effect read from a stylesheet: one `@keyframes` rule as an element plays it, the element's size
/// and place its parameters.
///
/// Its one layer, `element`, is the animated element: a box of `width` × `height` points whose
/// top-left corner sits at (`left`, `top`) in the viewport (the stage). Percentages and viewport
/// units in the stylesheet resolve against that box and the context's viewport when the timeline
/// is built, as a browser resolves them.
public struct CSSImportedEffect: ImportedEffect {
    /// What the effect is called, what it takes and what it animates.
    public let descriptor: EffectDescriptor
    /// The selector of the element the stylesheet times the effect for.
    public let element: String
    /// What the importer read.
    let plan: CSSElementPlan
    /// The warnings of the stylesheet's import.
    public internal(set) var sourceWarnings: [Diagnostic] = []

    /// The element and its parent as the cascade imagined them (a page that plays the stylesheet
    /// gives its elements these types, ids and classes).
    public var path: CSSElementPath { plan.path }

    /// An effect named `name` from `plan`, played by the element `element` (a selector, for messages).
    init(name: String, element: String, plan: CSSElementPlan, source: String) {
        let defaults = plan.defaults
        let played = plan.names.map { "'\($0)'" }.joined(separator: ", ")
        var notes = [
            "imported from \(source): the element '\(element)' playing \(played), as a browser plays it",
            "the element is a box of width × height points whose top-left corner is at (left, top) in the viewport",
        ]
        if !plan.skipped.isEmpty {
            notes.append("left out (not geometry): " + plan.skipped.joined(separator: ", "))
        }
        self.descriptor = EffectDescriptor(
            name: name, summary: "CSS @keyframes \(name), as '\(element)' plays it",
            parameters: [
                .number(
                    "width", default: defaults.width, in: 0...100_000, unit: "pt", help: "the element's width"
                ),
                .number(
                    "height", default: defaults.height, in: 0...100_000, unit: "pt",
                    help: "the element's height"),
                .number(
                    "left", default: defaults.left, in: -100_000...100_000, unit: "pt",
                    help: "the element's left edge in the viewport (the default centres the default size)"),
                .number(
                    "top", default: defaults.top, in: -100_000...100_000, unit: "pt",
                    help: "the element's top edge in the viewport (the default centres the default size)"),
            ],
            duration: plan.duration, layerNames: [CSSTimelineBuilder.layerName], notes: notes)
        self.element = element
        self.plan = plan
    }

    /// The timeline of the element at the given size and place in `context`'s viewport.
    public func timeline(_ parameters: ParameterValues, context: EffectContext) throws(EffectError)
        -> Timeline
    {
        let builder = CSSTimelineBuilder(
            plan: plan, size: (try parameters.number("width"), try parameters.number("height")),
            place: (try parameters.number("left"), try parameters.number("top")),
            viewport: (context.viewportWidth, context.viewportHeight))
        do {
            return try builder.timeline()
        } catch {
            throw EffectError(error)
        }
    }
}
