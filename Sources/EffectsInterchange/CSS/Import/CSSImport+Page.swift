extension CSSImport.Importer {
    /// The layers of a page: each element (or `::before`/`::after` box) the cascade animates with
    /// `@keyframes` the stylesheet has, in document order, named by its id, else its classes and
    /// place among its siblings; `nil` when none can be imported, or the elements need stages of
    /// different perspectives.
    ///
    /// An element whose animations cannot be imported is left out, with its errors and a warning:
    /// the others import without it. An element inside an animated one, or inside one with a
    /// transform or an opacity, would need its layer nested in its ancestor's: that is refused, at
    /// the ancestor's declaration.
    func pageLayers(_ page: CSSPage, problems: inout CSSProblems) -> [(name: String, plan: CSSElementPlan)]? {
        // The elements that move or fade their children: those whose animations change something
        // (a colour-only one does not), or that could not be read. An ancestor comes before its
        // descendants and a host before its ::before and ::after.
        var moving: Set<Int> = []
        var names = LayerNames()
        var layers: [(name: String, plan: CSSElementPlan)] = []
        // A pseudo-element no rule selects has no box: its node needs no cascade.
        let pseudoElements = Set(
            rules.styleRules.flatMap { $0.selectors ?? [] }.compactMap { $0.compounds.last?.pseudoElement })
        for node in page.nodes.indices {
            if let pseudo = page[node].pseudoElement, !pseudoElements.contains(pseudo) { continue }
            // One cascade per element serves the question and the plan.
            var elementProblems = CSSProblems()
            guard let (cascade, entries) = animation(of: node, on: page, problems: &elementProblems) else {
                continue
            }
            let path = cascade.path
            let label = Self.label(of: node, on: page)
            let first = entries.lazy.compactMap { $0.name.flatMap { rules.keyframes[$0] } }.first
            let planned = plan(
                cascade, entries: nil, element: label, rule: first ?? Self.placeholder,
                problems: &elementProblems)
            if let (_, plan) = planned {
                _ = checkAncestors(
                    of: path, cascade: cascade, moving: moving, label: label, plan: plan,
                    problems: &elementProblems)
            }
            if planned.map({ $0.1.animations.contains { !$0.tracks.isEmpty } }) ?? true
                || elementProblems.hasErrors
            {
                moving.insert(node)
            }
            problems.add(contentsOf: elementProblems.all)
            guard let (_, plan) = planned, !elementProblems.hasErrors else {
                var scratch = CSSProblems()
                let range = cascade.value(of: "animation-name", at: cascade.elementIndex, problems: &scratch)?
                    .range
                problems.add(.cssElementLeftOut(label), at: range ?? 0..<0)
                continue
            }
            layers.append((names.unique(label), plan))
        }
        // An element that only changes colour holds the layers inside it as their stage: it is
        // no layer itself, as one that moved would be no stage.
        let holders = Set(layers.flatMap { $0.plan.path.chain.dropLast() })
        layers.removeAll { layer in
            holders.contains(layer.plan.path.node) && !layer.plan.animations.contains { !$0.tracks.isEmpty }
        }
        if let first = layers.first,
            let other = layers.first(where: {
                $0.plan.perspective != first.plan.perspective
                    || $0.plan.perspectiveOrigin.x != first.plan.perspectiveOrigin.x
                    || $0.plan.perspectiveOrigin.y != first.plan.perspectiveOrigin.y
            })
        {
            problems.add(
                .cssNotExact(
                    "the elements '\(first.name)' and '\(other.name)' sit in stages of different perspectives, "
                        + "and an effect has one",
                    hint: "give the animated elements' parents one 'perspective'"),
                at: other.plan.animationRange)
            return nil
        }
        if let first = layers.first,
            let other = layers.first(where: {
                $0.plan.progressTimeline != first.plan.progressTimeline
                    || ($0.name != first.name && $0.plan.progressTimeline == .view)
            })
        {
            let sameView = other.plan.progressTimeline == .view && first.plan.progressTimeline == .view
            problems.add(
                .cssNotExact(
                    sameView
                        ? "the elements '\(first.name)' and '\(other.name)' each follow their own crossing of the view "
                            + "(view()), and an effect has one progress"
                        : "the elements '\(first.name)' and '\(other.name)' play on different timelines, and an effect "
                            + "has one clock or one progress",
                    hint: sameView
                        ? "import one element with --element" : "give the animated elements the same timeline"
                ),
                at: other.plan.animationRange)
            return nil
        }
        return layers.isEmpty ? nil : layers
    }

    /// The cascade over the node and its animation list, when it plays `@keyframes` the stylesheet
    /// has (a pseudo-element only when its `content` draws it) and `--element`, if given, selects
    /// it or its host; a node whose animation list has an error counts, so that the error shows.
    private func animation(of node: Int, on page: CSSPage, problems: inout CSSProblems) -> (
        CSSCascade, [CSSAnimationEntry]
    )? {
        guard node > CSSPage.bodyIndex else { return nil }
        if let selector = options.elementSelector {
            let host = page[node].pseudoElement == nil ? node : (page[node].parent ?? node)
            guard page.matches(selector, node: node) || page.matches(selector, node: host) else {
                return nil
            }
        }
        let path = CSSElementPath(page: page, node: node)
        var cascadeProblems = CSSProblems()
        let cascade = CSSCascade(
            rules, path: path, limits: options.limits, relevant: CSSImport.isRelevant,
            problems: &cascadeProblems)
        var scratch = CSSProblems()
        if path.pseudoElement != nil {
            guard let content = cascade.value(of: "content", at: cascade.elementIndex, problems: &scratch),
                !["none", "normal"].contains(content.values.first?.keyword ?? "")
            else { return nil }
        }
        guard
            let entries = CSSAnimationReader.entries(
                cascade, at: cascade.elementIndex, limit: options.limits.animations, problems: &scratch)
        else {
            problems.add(contentsOf: cascadeProblems.all)
            return (cascade, [])
        }
        guard entries.contains(where: { $0.name.map { rules.keyframes[$0] != nil } ?? false }) else {
            return nil
        }
        problems.add(contentsOf: cascadeProblems.all)
        return (cascade, entries)
    }

    /// Refuses an element whose ancestors animate or have a transform or an opacity, which its
    /// box in the viewport would not show.
    func checkAncestors(
        of path: CSSElementPath, cascade: CSSCascade, moving: Set<Int>, label: String, plan: CSSElementPlan,
        problems: inout CSSProblems
    ) -> Bool {
        let page = path.page
        for ancestor in path.chain.dropLast() where moving.contains(ancestor) {
            problems.add(
                .cssNotExact(
                    "the element '\(label)' is inside the animated element '\(Self.label(of: ancestor, on: page))', "
                        + "and the import places each element's box in the viewport, not in its parent's",
                    hint: "animate the elements side by side, or import one with --element"),
                at: plan.animationRange)
            return false
        }
        if let styled = path.chain.first(where: { page[$0].element.attributes["style"] != nil }) {
            problems.add(
                .cssNotExact(
                    "the style attribute of '\(Self.label(of: styled, on: page))' is not read, and it may time or "
                        + "place the animated element '\(label)'",
                    hint: "move the attribute's declarations into the stylesheet, in a rule for the element"),
                at: plan.animationRange)
            return false
        }
        var scratch = CSSProblems()
        for index in path.chain.indices.dropLast() {
            for property in ["transform", "translate", "rotate", "scale", "opacity"] {
                guard let value = cascade.value(of: property, at: index, problems: &scratch) else { continue }
                let keyword = value.values.count == 1 ? value.values.first?.keyword : nil
                if keyword == "none" { continue }
                if property == "opacity", value.values.count == 1,
                    case .number(let number)? = value.values.first?.token?.kind, number.value >= 1
                {
                    continue
                }
                problems.add(
                    .cssNotExact(
                        "'\(property)' on '\(Self.label(of: path.chain[index], on: page))', which holds the "
                            + "animated element '\(label)', would change where or how it shows",
                        hint: "move the '\(property)' to the animated element, or leave it off its ancestors"),
                    at: value.range)
                return false
            }
        }
        return true
    }

    /// The name of a node in messages and layer names: its id, else its classes and its place
    /// among its siblings (`dot-2`), else its parent's id or classes, its type and its place
    /// (`ball-pulse-div-2`); a pseudo-element's is its host's with `-before` or `-after`.
    static func label(of node: Int, on page: CSSPage) -> String {
        let entry = page[node]
        if let pseudo = entry.pseudoElement, let host = entry.parent {
            return label(of: host, on: page) + "-" + pseudo
        }
        if let id = entry.element.id { return id }
        let position = page[node].indexInParent + 1
        if let classes = classWords(of: entry.element) { return "\(classes)-\(position)" }
        let parent = entry.parent.map { page[$0].element }
        let prefix = parent.flatMap { $0.id ?? classWords(of: $0) }.map { $0 + "-" } ?? ""
        return "\(prefix)\(entry.element.type)-\(position)"
    }

    /// The element's classes as written, joined by `-`; `nil` when it has none.
    private static func classWords(of element: CSSElement) -> String? {
        let words = (element.attributes["class"] ?? "").split(whereSeparator: \.isWhitespace)
        return words.isEmpty ? nil : words.joined(separator: "-")
    }

    /// A `@keyframes` of no name, whose range points at the file's start.
    static let placeholder = CSSKeyframesRule(name: "", blocks: [], range: 0..<0, nameRange: 0..<0)
}
