import EffectsRegistry
import EffectsText

/// An effect as a view transition's stylesheet.
///
/// The `outgoing` layer is the old image of the transition's name, `::view-transition-old(NAME)`,
/// and the `incoming` layer its new one, each with the box, model values and animations the CSS
/// export gives the layer's element. The images sit in `::view-transition-image-pair(NAME)`, the
/// box of the element captured (the viewport for `root`), laid out as the CSS export lays the
/// layers on its stage; for `root` the pair is scaled from the exported viewport to the page's, so
/// a page transition fits any window. The browser's cross-fade of the two (`plus-lighter`) is
/// replaced: the layers blend as fxkit draws them. The name's group runs for the effect's
/// duration, so the transition ends with it.
///
/// Every other layer is a shared element that moves between two boxes: the group of a
/// `view-transition-name` of its own (``ViewTransitionStylesheet/Part/group(_:)``) takes the
/// layer's box and animations in the viewport's CSS pixels, and its old and new images inside keep
/// the browser's cross-fade over the effect's duration.
struct ViewTransitionStylesheet {
    /// What a layer becomes.
    enum Part: Hashable {
        /// The old image of the transition's name.
        case old
        /// The new image of the transition's name.
        case new
        /// The group of a shared element's own `view-transition-name`.
        case group(String)
    }

    /// A layer's element and what it becomes.
    struct Placed {
        let element: WebElement
        let part: Part
    }

    /// The CSS export of the effect.
    let web: WebExport
    /// The `view-transition-name` the page layers are the images of.
    let name: String

    /// The stylesheet of `web` for the name `name`.
    init(_ web: WebExport, name: String) {
        self.web = web
        self.name = name
    }

    /// The stylesheet: its header, the page images' rules, the shared elements' groups, the
    /// reduced-motion variant and the keyframes.
    ///
    /// - Throws: ``InterchangeError`` for an effect with no layer, two images drawn in an order the
    ///   browser cannot draw them, or a page drawn over a shared element.
    func text() throws(InterchangeError) -> String {
        let placed = try parts()
        try checkOrder(placed)
        var text = header(placed) + web.approximationComment()
        let pages = placed.filter { $0.part == .old || $0.part == .new }
        if !pages.isEmpty {
            text += "\n::view-transition-group(\(name)) {\n"
            text += "  animation-duration: \(seconds);\n}\n" + pairRule()
        }
        for item in placed {
            text += rule(item, among: placed)
        }
        if web.perspective != nil, pages.count < placed.count { text += overlayRule() }
        text += "\n@media (prefers-reduced-motion: reduce) {\n"
        let selectors = (pages.isEmpty ? [] : [selector(.group(name))]) + placed.map { selector($0.part) }
        text += selectors.map { "  " + $0 }.joined(separator: ",\n")
        text += " {\n    animation: none;\n  }\n}\n"
        return text
            + web.keyframesRules { declaration, animation in
                guard declaration.property == "z-index",
                    let item = placed.first(where: { $0.element.name == animation.layer }),
                    case .group = item.part
                else { return declaration }
                return WebDeclaration("z-index", groupLevel(declaration.value, of: item.element))
            }
    }

    /// The effect's duration as CSS text.
    var seconds: String { WebNumber.seconds(milliseconds: web.duration * 1000) }

    /// The pseudo-element a part is.
    func selector(_ part: Part) -> String {
        switch part {
        case .old: return "::view-transition-old(\(name))"
        case .new: return "::view-transition-new(\(name))"
        case .group(let own): return "::view-transition-group(\(own))"
        }
    }

    /// The rule of one layer's pseudo-element and the rule that plays its animations.
    private func rule(_ item: Placed, among placed: [Placed]) -> String {
        let selector = selector(item.part)
        var text = "\n/* \(WebExport.commentSafe(item.element.name)) */\n\(selector) {\n"
        for declaration in item.element.style where declaration.property != "position" {
            let value =
                declaration.property == "z-index" && item.part != .old && item.part != .new
                ? groupLevel(declaration.value, of: item.element) : declaration.value
            text += "  \(declaration.property): \(value);\n"
        }
        if item.part == .old, let lift = orderLift(placed) { text += "  z-index: \(lift);\n" }
        if item.part == .old || item.part == .new { text += "  mix-blend-mode: normal;\n" }
        let own = web.ownAnimations(item.element)
        text +=
            own.isEmpty
            ? "  animation: none;\n}\n" : "}\n" + web.animationRule(selector, own, byProgress: false)
        if case .group(let shared) = item.part { text += crossFadeRule(shared) }
        return text
    }

    /// The `z-index` that lifts the old image over the new one where fxkit draws the outgoing
    /// layer last with the same `zPosition` (the browser draws the new image last on a tie), or
    /// `nil` where the order is already the browser's.
    private func orderLift(_ placed: [Placed]) -> String? {
        let pages = placed.filter { $0.part == .old || $0.part == .new }
        guard pages.count == 2, pages[0].part == .new else { return nil }
        let z = pages.map { $0.element.style.first { $0.property == "z-index" }?.value ?? "0" }
        guard z[0] == z[1], let level = Int(z[0]) else { return nil }
        return String(level + 1)
    }

    /// The image pair's rule: scaled to the page for `root`, with the viewport's perspective.
    private func pairRule() -> String {
        let width = WebNumber.text(web.viewportWidth)
        let height = WebNumber.text(web.viewportHeight)
        var text = "\n::view-transition-image-pair(\(name)) {\n"
        if name == "root" {
            // The root's pair is the snapshot containing block: the large viewport.
            text += "  transform-origin: 0 0;\n"
            text += "  scale: calc(100lvw / \(width)px) calc(100lvh / \(height)px);\n"
        }
        if let perspective = web.perspective {
            text += "  perspective: \(WebNumber.text(perspective))px;\n"
            text += "  perspective-origin: \(WebNumber.text(web.viewportWidth / 2))px "
            text += "\(WebNumber.text(web.viewportHeight / 2))px;\n"
        }
        return text + "}\n"
    }
}
