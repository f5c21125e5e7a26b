import EffectsRegistry

/// The shared elements of a view transition: one group per layer other than the pages.
extension ViewTransitionStylesheet {
    /// The layers that are the pages' images.
    static let pages: [String: Part] = ["outgoing": .old, "incoming": .new]

    /// Each layer's element with what it becomes, in layer order: the pages' images, and a group
    /// of its own name for every other layer.
    ///
    /// A group's name is the layer's, where that is a CSS identifier the page can give an element
    /// (`card[0]` becomes `card-0-`), distinct from the others and from the transition's name.
    func parts() throws(InterchangeError) -> [Placed] {
        guard !web.elements.isEmpty else {
            throw InterchangeError(format: .viewTransition, reason: "the effect has no layer to show")
        }
        var taken: Set<String> = [name]
        return web.elements.map { element in
            if let page = Self.pages[element.name] { return Placed(element: element, part: page) }
            var own = Self.identifier(element.name)
            if taken.contains(own) || InterchangeOptions.reservedTransitionNames.contains(own.lowercased()) {
                var count = 2
                while taken.contains("\(own)-\(count)") { count += 1 }
                own = "\(own)-\(count)"
            }
            taken.insert(own)
            return Placed(element: element, part: .group(own))
        }
    }

    /// `text` as a CSS identifier: every character other than a letter, digit, `-` or `_` becomes
    /// `-`, and one that would start with a digit or `--` starts with `layer-`.
    static func identifier(_ text: String) -> String {
        let kept = String(
            text.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : "-" })
        guard let first = kept.first,
            first.isLetter || first == "_" || (first == "-" && !kept.hasPrefix("--"))
        else { return "layer-" + kept }
        return kept
    }

    /// Refuses a page layer drawn over a shared element (the pages are the first group of the
    /// transition, under every other), judged by their `z-index` and layer order.
    func checkOrder(_ placed: [Placed]) throws(InterchangeError) {
        func level(_ item: Placed) -> (Int, Int) {
            (
                Int(item.element.style.first { $0.property == "z-index" }?.value ?? "0") ?? 0,
                item.element.index
            )
        }
        for page in placed where page.part == .old || page.part == .new {
            for shared in placed {
                guard case .group = shared.part, level(page) > level(shared) else { continue }
                throw InterchangeError(
                    layer: page.element.name, format: .viewTransition,
                    reason:
                        "it is drawn over the layer '\(shared.element.name)', but a view transition draws "
                        + "the pages' images under every shared element; move '\(shared.element.name)' later "
                        + "in the layer order or give it a higher zPosition")
            }
        }
    }

    /// A group's `z-index` for the layer's own `value`: its level, then its place in the layer order,
    /// so that groups on one level are drawn in fxkit's order whatever order the page's elements
    /// have, and all above the pages' group.
    func groupLevel(_ value: String, of element: WebElement) -> String {
        let count = web.elements.count
        guard let level = Int(value), abs(level) < Int(Int32.max) / max(count, 1) - count else {
            return value
        }
        return String(level * count + element.index + 1)
    }

    /// The rule of a shared element's pair and images: the browser's cross-fade, over the effect's
    /// duration with each keyframe eased by `ease`, rather than inheriting the group's animations'
    /// timing lists.
    func crossFadeRule(_ shared: String) -> String {
        var text = "\n::view-transition-image-pair(\(shared)),\n::view-transition-old(\(shared)),\n"
        text += "::view-transition-new(\(shared)) {\n  animation-duration: \(seconds);\n"
        text += "  animation-delay: 0s;\n  animation-timing-function: ease;\n"
        return text + "  animation-iteration-count: 1;\n  animation-direction: normal;\n}\n"
    }

    /// The overlay's perspective, about the viewport's centre, for the shared elements' groups.
    func overlayRule() -> String {
        guard let perspective = web.perspective else { return "" }
        var text = "\n::view-transition {\n  perspective: \(WebNumber.text(perspective))px;\n"
        text += "  perspective-origin: \(WebNumber.text(web.viewportWidth / 2))px "
        return text + "\(WebNumber.text(web.viewportHeight / 2))px;\n}\n"
    }
}
