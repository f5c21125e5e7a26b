import EffectsRegistry

extension ViewTransitionStylesheet {
    /// The opening comment: what the stylesheet is, the markup and the script that start it.
    func header(_ placed: [Placed]) -> String {
        let effect = WebExport.commentSafe(web.scope.effect)
        let size = "\(WebNumber.text(web.viewportWidth)) × \(WebNumber.text(web.viewportHeight))"
        var text = "/* fxkit export (view-transition): \(effect), \(web.layerCount), "
        text += "\(WebNumber.text(web.duration)) s.\n *\n"
        let pages = placed.filter { $0.part == .old || $0.part == .new }
        if !pages.isEmpty && name == "root" {
            text += " * A page transition: the layer 'outgoing' is the old page's image,\n"
            text +=
                " * ::view-transition-old(root), and 'incoming' the new page's, ::view-transition-new(root).\n"
            text +=
                " * Their lengths are the \(size) viewport's; they and their motion scale with the page.\n"
        } else if !pages.isEmpty {
            text += " * The transition of the element whose view-transition-name is \(name): give it\n"
            text += " *   style=\"view-transition-name: \(name)\"\n"
            text +=
                " * on the old page and the new. 'outgoing' is its old image, ::view-transition-old(\(name)),\n"
            text += " * and 'incoming' its new one. Their lengths are those of a \(size) element: export\n"
            text += " * with --viewport the element's size.\n"
        }
        let shared = placed.compactMap { item -> (String, String)? in
            guard case .group(let own) = item.part else { return nil }
            return (item.element.name, own)
        }
        if !shared.isEmpty {
            text += " * Shared elements, each the group of its own view-transition-name, in CSS px of the\n"
            text += " * \(size) viewport (export with --viewport the page's size); give the element\n"
            text += " * that moves the name on the old page and the new:\n *\n"
            for (layer, own) in shared {
                text += " *   \(WebExport.commentSafe(layer)): style=\"view-transition-name: \(own)\"\n"
            }
            text +=
                " *\n * Their old and new images cross-fade as the browser's do. When the transition ends, the\n"
            text += " * new page's element shows where the page puts it: end the effect there.\n"
        }
        if web.drive == .progress {
            text += " * The effect is driven by progress; here it plays over its duration.\n"
        }
        if web.elements.contains(where: { $0.backgroundColor != nil }) {
            text += " * The layers' colours are not drawn: the images are the page's own.\n"
        }
        text += " *\n * Start it where the page changes:\n *\n"
        text += " *   if (document.startViewTransition) document.startViewTransition(() => update());\n"
        text += " *   else update();\n *\n"
        text += " * With prefers-reduced-motion: reduce, the new state shows at once.\n */\n"
        return text
    }
}
