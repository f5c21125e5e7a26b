import EffectDSL
import EffectsRegistry

/// An effect read from a stylesheet: one `@keyframes` rule as an element plays it, the element's size
/// and place its parameters; or, with markup, every animated element of the page, a layer each.
///
/// Its one layer, `element`, is the animated element: a box of `width` × `height` points whose
/// top-left corner sits at (`left`, `top`) in the viewport (the stage). Percentages and viewport
/// units in the stylesheet resolve against that box and the context's viewport when the timeline
/// is built, as a browser resolves them. A page's effect has no parameters: each of its layers is
/// a box of its stylesheet's size and place (or the default's).
public struct CSSImportedEffect: ImportedEffect {
    /// What the effect is called, what it takes and what it animates.
    public let descriptor: EffectDescriptor
    /// The selector of the element the stylesheet times the effect for.
    public let element: String
    /// What the importer read.
    let plan: CSSElementPlan
    /// A page's layers, by name, each with its plan; empty for one imagined element.
    let layers: [(name: String, plan: CSSElementPlan)]
    /// The warnings of the stylesheet's import.
    public internal(set) var sourceWarnings: [Diagnostic] = []
    /// None: the import samples as Chromium plays the stylesheet (its report is all exact).
    public var sourceApproximations: [Approximation] { [] }

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
        if let note = plan.progressNote { notes.append(note) }
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
            duration: plan.duration, drive: plan.drive, layerNames: [CSSTimelineBuilder.layerName],
            notes: notes)
        self.element = element
        self.plan = plan
        self.layers = []
    }

    /// An effect named `name` of a page's animated elements, `layers` (each named), from `markup`.
    ///
    /// With `changes`, the page goes through them and the effect is its transitions from the first.
    init(
        name: String, markup: String, layers: [(name: String, plan: CSSElementPlan)], source: String,
        changes: [CSSStateChange] = []
    ) {
        let played = Set(layers.flatMap(\.plan.names)).sorted().map { "'\($0)'" }.joined(separator: ", ")
        let changed = changes.map { "'\($0)'" }.joined(separator: ", then ")
        var notes = [
            changes.isEmpty
                ? "imported from \(source) on the page \(markup): \(layers.count) animated element(s) playing "
                    + "\(played), as a browser plays them"
                : "imported from \(source) on the page \(markup): the transitions of \(layers.count) element(s) "
                    + "from \(changed), as a browser runs them",
            "each layer is the box of its element, of its stylesheet's size and place in the viewport",
        ]
        let skipped = Set(layers.flatMap(\.plan.skipped)).sorted()
        if !skipped.isEmpty { notes.append("left out (not geometry): " + skipped.joined(separator: ", ")) }
        notes += Set(layers.compactMap(\.plan.progressNote)).sorted()
        self.descriptor = EffectDescriptor(
            name: name,
            summary: changes.isEmpty
                ? "CSS @keyframes \(name), as the page \(markup) plays it"
                : "CSS transitions from \(changed) on the page \(markup)",
            duration: layers.map(\.plan.duration).max() ?? 1,
            drive: layers.contains { $0.plan.drive == .progress } ? .progress : .time,
            layerNames: layers.map(\.name),
            notes: notes)
        self.element = markup
        self.plan = layers[0].plan
        self.layers = layers
    }

    /// The timeline of the element at the given size and place in `context`'s viewport.
    public func timeline(_ parameters: ParameterValues, context: EffectContext) throws(EffectError)
        -> Timeline
    {
        if !layers.isEmpty { return try pageTimeline(context: context) }
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

extension CSSImportedEffect {
    /// The timeline of a page: a layer per animated element at its stylesheet's size and place.
    private func pageTimeline(context: EffectContext) throws(EffectError) -> Timeline {
        let viewport = (context.viewportWidth, context.viewportHeight)
        do {
            var built: [Layer] = []
            var perspective = Matrix3D.identity
            for (name, plan) in layers {
                let defaults = plan.defaults
                var builder = CSSTimelineBuilder(
                    plan: plan, size: (defaults.width, defaults.height), place: (defaults.left, defaults.top),
                    viewport: viewport)
                builder.name = name
                built.append(try builder.layer())
                perspective = builder.perspective()
            }
            return try Timeline(
                duration: descriptor.duration, layers: built, sublayerTransform: perspective,
                viewportSize: Value(viewport.0, viewport.1))
        } catch {
            throw EffectError(error)
        }
    }
}
