extension WebExport {
    /// The stylesheet's opening comment: what it is, the markup it styles, and how to start, replay
    /// or drive the effect (docs/Export.md, "Using the CSS on your page").
    ///
    /// `transitions` words it for the CSS transitions export: the class is a change of state.
    func cssHeader(transitions: Bool = false) -> String {
        var text = headerOpening(format: transitions ? "css-transitions" : "css")
        if drive == .progress {
            text +=
                " * Drive it: set \(scope.progress) on the container to the progress, from 0 to 1, as the\n"
            text += " * gesture goes: container.style.setProperty(\"\(scope.progress)\", 0.5).\n"
        }
        if transitions {
            text += " * Play: add the class \(scope.play) to the container; remove it to go back (a change\n"
            text += " * while the transitions run reverses them, as browsers reverse transitions).\n"
            text += " * With prefers-reduced-motion: reduce, the change shows at once.\n"
            return text + " */\n"
        }
        text += " * Play: add the class \(scope.play) to the container. Replay: remove the class, let the\n"
        text += " * browser see it gone (read container.offsetWidth), then add it again.\n"
        text += " * With prefers-reduced-motion: reduce, playing shows the last frame at once.\n"
        return text + " */\n"
    }

    /// The comment's opening, shared by the stylesheets of the CSS export's markup: the format, the
    /// effect, and the markup the stylesheet styles.
    func headerOpening(format: String) -> String {
        let name = Self.commentSafe(scope.effect)
        var text = "/* fxkit export (\(format)): \(name), \(layerCount), \(WebNumber.text(duration)) s.\n *\n"
        text +=
            " * The markup it styles: a container of the class \(scope.container) (any width: its height\n"
        text +=
            " * follows the \(WebNumber.text(viewportWidth)) × \(WebNumber.text(viewportHeight)) viewport's"
        text += " aspect ratio and the effect scales with it),\n"
        text += " * the stage in it, and one element per layer, in layer order:\n *\n"
        for line in markup() { text += " *   \(Self.commentSafe(line))\n" }
        return text + " *\n"
    }

    /// The markup the stylesheet styles, one line each, indented by two spaces a level.
    public func markup() -> [String] {
        var lines = ["<div class=\"\(scope.container)\">", "  <div data-stage>"]
        for element in elements {
            lines.append("    <div data-layer=\"\(HTMLText.escaped(element.name))\"></div>")
        }
        return lines + ["  </div>", "</div>"]
    }
}
