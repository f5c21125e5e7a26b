import EffectsRegistry
import EffectsText

/// An effect as a view transition's stylesheet: its `outgoing` layer as the old image of a
/// `view-transition-name`, `::view-transition-old(NAME)`, and its `incoming` layer as the new one,
/// each with the box, model values and animations the CSS export gives the layer's element.
///
/// The images sit in `::view-transition-image-pair(NAME)`, the box of the element captured (the
/// viewport for `root`), laid out as the CSS export lays the layers on its stage. For `root`
/// the pair is scaled from the exported viewport to the page's, so the effect fits any window;
/// for another name, lengths are those of an element of the exported viewport's size. The
/// browser's own cross-fade (`plus-lighter`) is replaced: the layers blend as fxkit draws them.
/// The group runs for the effect's duration, so the transition ends with it; its geometry
/// animation (from the old element's box to the new one's) stays the browser's, still for `root`.
struct ViewTransitionStylesheet {
    /// The pseudo-element each layer name becomes: the old image or the new one.
    static let images = [("outgoing", "old"), ("incoming", "new")]

    /// The CSS export of the effect.
    let web: WebExport
    /// The `view-transition-name` styled.
    let name: String

    /// The stylesheet of `web` for the name `name`.
    init(_ web: WebExport, name: String) {
        self.web = web
        self.name = name
    }

    /// The stylesheet: its header, the group's and the image pair's rules, one rule per image, the
    /// reduced-motion variant and the keyframes.
    ///
    /// - Throws: ``InterchangeError`` naming a layer that is neither `outgoing` nor `incoming`, or
    ///   an effect whose two images would be drawn in the wrong order.
    func text() throws(InterchangeError) -> String {
        let placed = try images()
        var text = header() + web.approximationComment()
        text += "\n::view-transition-group(\(name)) {\n"
        text += "  animation-duration: \(WebNumber.seconds(milliseconds: web.duration * 1000));\n}\n"
        text += pairRule()
        for (element, pseudo) in placed {
            let selector = "::view-transition-\(pseudo)(\(name))"
            text += "\n/* \(WebExport.commentSafe(element.name)) */\n\(selector) {\n"
            for declaration in element.style where declaration.property != "position" {
                text += "  \(declaration.property): \(declaration.value);\n"
            }
            if pseudo == "old", let lift = orderLift(placed) { text += "  z-index: \(lift);\n" }
            text += "  mix-blend-mode: normal;\n"
            let own = web.ownAnimations(element)
            text +=
                own.isEmpty
                ? "  animation: none;\n}\n" : "}\n" + web.animationRule(selector, own, byProgress: false)
        }
        text += "\n@media (prefers-reduced-motion: reduce) {\n"
        let all = ["group"] + placed.map(\.1)
        text += all.map { "  ::view-transition-\($0)(\(name))" }.joined(separator: ",\n")
        text += " {\n    animation: none;\n  }\n}\n"
        return text + web.keyframesRules()
    }

    /// Each layer's element with the image it becomes, in layer order.
    private func images() throws(InterchangeError) -> [(WebElement, String)] {
        var placed: [(WebElement, String)] = []
        for element in web.elements {
            guard let image = Self.images.first(where: { $0.0 == element.name }) else {
                throw InterchangeError(
                    layer: element.name, format: .viewTransition,
                    reason: "a view transition has an old and a new image, the layers 'outgoing' and "
                        + "'incoming'; rename the layer to one of them, or export the effect as css")
            }
            placed.append((element, image.1))
        }
        guard !placed.isEmpty else {
            throw InterchangeError(
                format: .viewTransition, reason: "the effect has no layer 'outgoing' or 'incoming' to show")
        }
        return placed
    }

    /// The `z-index` that lifts the old image over the new one where fxkit draws the outgoing
    /// layer last with the same `zPosition` (the browser draws the new image last on a tie), or
    /// `nil` where the order is already the browser's.
    private func orderLift(_ placed: [(WebElement, String)]) -> String? {
        guard placed.count == 2, placed[0].1 == "new" else { return nil }
        let z = placed.map { pair in pair.0.style.first { $0.property == "z-index" }?.value ?? "0" }
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

    /// The opening comment: what the stylesheet is, the markup and the script that start it.
    private func header() -> String {
        let effect = WebExport.commentSafe(web.scope.effect)
        let size = "\(WebNumber.text(web.viewportWidth)) × \(WebNumber.text(web.viewportHeight))"
        var text = "/* fxkit export (view-transition): \(effect), \(web.layerCount), "
        text += "\(WebNumber.text(web.duration)) s.\n *\n"
        if name == "root" {
            text += " * A page transition: the layer 'outgoing' is the old page's image,\n"
            text +=
                " * ::view-transition-old(root), and 'incoming' the new page's, ::view-transition-new(root).\n"
            text +=
                " * Lengths are the \(size) viewport's; the images and their motion scale with the page.\n"
        } else {
            text += " * The transition of the element whose view-transition-name is \(name): give it\n"
            text += " *   style=\"view-transition-name: \(name)\"\n"
            text +=
                " * on the old page and the new. 'outgoing' is its old image, ::view-transition-old(\(name)),\n"
            text += " * and 'incoming' its new one. Lengths are those of a \(size) element: export with\n"
            text += " * --viewport the element's size.\n"
        }
        if web.drive == .progress {
            text += " * The effect is driven by progress; here it plays over its duration.\n"
        }
        if web.elements.contains(where: { $0.backgroundColor != nil }) {
            text += " * The layers' colours are not drawn: the images are the pages' own.\n"
        }
        text += " *\n * Start it where the page changes:\n *\n"
        text += " *   if (document.startViewTransition) document.startViewTransition(() => update());\n"
        text += " *   else update();\n *\n"
        text += " * With prefers-reduced-motion: reduce, the new state shows at once.\n */\n"
        return text
    }
}
