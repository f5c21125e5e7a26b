/// Why the element named for an import (`--element`) is not one the importer can imagine.
public struct CSSElementSelectorError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The selector as given.
    public var selector: String
    /// What is wrong, lowercase.
    public var reason: String

    /// A message for the command line.
    public var description: String { "the element '\(selector)' \(reason)" }
}

/// The element an import imagines, written as a selector: its type, id and classes, and optionally
/// its parent's (`.stage > .box.bounce`), the stage whose `perspective` applies to it.
public enum CSSElementSelector {
    /// The element path `text` describes: one compound of a type, an id and classes (`div#hero.a`), or
    /// two joined by a space or `>` (the parent, then the element).
    public static func path(_ text: String) throws(CSSElementSelectorError) -> CSSElementPath {
        let bytes = Array(text.utf8)
        let tokens = CSSTokenizer.tokens(of: bytes).tokens
        let values = tokens.map(CSSComponentValue.token)
        guard let selectors = CSSSelectorParser.parse(values, bytes: bytes), selectors.count == 1,
            let selector = selectors.first
        else {
            throw CSSElementSelectorError(
                selector: text, reason: "is not a selector such as '.animated.bounce'")
        }
        guard !selector.isUndecided, selector.compounds.allSatisfy({ !$0.isPseudoElement && !$0.isRoot })
        else {
            throw CSSElementSelectorError(
                selector: text, reason: "names more than a type, an id and classes (write '.a.b', 'div#id.c')"
            )
        }
        guard selector.compounds.count <= 2, !selector.combinators.contains(.sibling) else {
            throw CSSElementSelectorError(
                selector: text, reason: "names more than the element and its parent (write '.stage > .box')")
        }
        let elements = selector.compounds.map { compound in
            CSSElement(type: compound.type ?? "div", id: compound.ids.first, classes: Set(compound.classes))
        }
        guard let element = elements.last else {
            throw CSSElementSelectorError(selector: text, reason: "is empty")
        }
        if selector.compounds.contains(where: { Set($0.ids).count > 1 }) {
            throw CSSElementSelectorError(selector: text, reason: "gives one element two ids")
        }
        return CSSElementPath(element: element, parent: elements.count == 2 ? elements[0] : CSSElement())
    }

    /// The path of the element a rule's selector describes, if it is one the importer can imagine:
    /// the first selector of the list made of types, ids and classes, with at most a parent.
    static func path(of selectors: [CSSComplexSelector]) -> CSSElementPath? {
        for selector in selectors
        where !selector.isUndecided && selector.compounds.count <= 2
            && selector.compounds.allSatisfy({ !$0.isPseudoElement && !$0.isRoot && $0.ids.count <= 1 })
        {
            let elements = selector.compounds.map { compound in
                CSSElement(
                    type: compound.type ?? "div", id: compound.ids.first, classes: Set(compound.classes))
            }
            guard let element = elements.last else { continue }
            return CSSElementPath(element: element, parent: elements.count == 2 ? elements[0] : CSSElement())
        }
        return nil
    }
}
