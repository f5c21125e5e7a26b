extension CSSPage {
    /// The smallest page on which `selector` selects an element, and that element's path.
    ///
    /// Each compound is an element of its type, id, classes and attributes, placed among as many siblings
    /// as its structural pseudo-classes ask (`:nth-child(3)` has two before it), inside a stage
    /// `div` when nothing else is its parent. `nil` when the page so built is not selected (a
    /// `:not()` the element fails, a pseudo-element before the last compound).
    static func imagined(for selector: CSSComplexSelector) -> CSSElementPath? {
        guard let subject = selector.compounds.last,
            selector.compounds.dropLast().allSatisfy({ $0.pseudoElement == nil }),
            subject.pseudoElement == nil || ["before", "after"].contains(subject.pseudoElement ?? "")
        else { return nil }
        var page = CSSPage()
        let nestsBelowBody = selector.combinators.contains { $0 == .child || $0 == .descendant }
        var parent = nestsBelowBody ? CSSPage.bodyIndex : page.append(CSSElement(), to: CSSPage.bodyIndex)
        var current = 0
        for (position, compound) in selector.compounds.enumerated() {
            let element = imaginedElement(compound)
            if element.isRoot {
                current = 0
            } else if element.type == "body" && parent == CSSPage.bodyIndex && page.nodes.count == 2 {
                current = CSSPage.bodyIndex
            } else {
                let before = compound.pseudoClasses.lazy.compactMap { $0.siblingsBefore }.max() ?? 0
                for _ in 0..<before { page.append(filler(for: compound, element), to: parent) }
                current = page.append(element, to: parent)
                let after = compound.pseudoClasses.lazy.compactMap { $0.siblingsAfter }.max() ?? 0
                for _ in 0..<after { page.append(filler(for: compound, element), to: parent) }
            }
            guard position < selector.combinators.count else { break }
            switch selector.combinators[position] {
            case .child, .descendant: parent = current
            case .nextSibling, .subsequentSibling: break
            }
        }
        var node = current
        if let name = subject.pseudoElement { node = page.appendPseudoElement(name, of: current) }
        guard node > CSSPage.bodyIndex, page.matches(selector, node: node) else { return nil }
        return CSSElementPath(page: page, node: node)
    }

    /// The element a compound describes: its type (a `div` unless written), id, classes and
    /// attributes with values their tests accept.
    private static func imaginedElement(_ written: CSSCompoundSelector) -> CSSElement {
        var compound = written
        // `:is(.a, .b)` and `:where()`: the element has what the first argument of one compound asks.
        for pseudoClass in written.pseudoClasses {
            let list: [CSSComplexSelector]
            switch pseudoClass {
            case .isAny(let selectors), .whereAny(let selectors): list = selectors
            default: continue
            }
            guard let first = list.first, first.compounds.count == 1, let inner = first.compounds.first else {
                continue
            }
            compound.type = compound.type ?? inner.type
            compound.ids += inner.ids
            compound.classes += inner.classes
            compound.attributes += inner.attributes
        }
        var attributes: [String: String] = [:]
        for attribute in compound.attributes where attribute.name != "class" && attribute.name != "id" {
            attributes[attribute.name] = attribute.satisfyingValue
        }
        let isRoot = compound.isRoot || compound.type == "html"
        return CSSElement(
            type: isRoot ? "html" : compound.type ?? "div", id: compound.ids.first,
            classes: Set(compound.classes),
            isRoot: isRoot, attributes: attributes)
    }

    /// A sibling counted before or after the element: of its type, so `-of-type` counts it; with
    /// its classes when an `of S` list asks siblings to match.
    private static func filler(for compound: CSSCompoundSelector, _ element: CSSElement) -> CSSElement {
        let countsMatching = compound.pseudoClasses.contains {
            if case .nthChild(_, _, let list) = $0 { return list != nil }
            return false
        }
        return countsMatching
            ? CSSElement(type: element.type, classes: element.classes, attributes: element.attributes)
            : CSSElement(type: element.type)
    }
}

extension CSSPseudoClass {
    /// How many siblings an imagined element needs before it for the pseudo-class to hold.
    fileprivate var siblingsBefore: Int? {
        switch self {
        case .nthChild(let pattern, false, _), .nthOfType(let pattern, false):
            return pattern.firstPosition().map { $0 - 1 }
        default: return nil
        }
    }

    /// How many siblings an imagined element needs after it for the pseudo-class to hold.
    fileprivate var siblingsAfter: Int? {
        switch self {
        case .nthChild(let pattern, true, _), .nthOfType(let pattern, true):
            return pattern.firstPosition().map { $0 - 1 }
        default: return nil
        }
    }
}
