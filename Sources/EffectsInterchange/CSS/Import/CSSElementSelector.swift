/// Why the element named for an import (`--element`) is not one the importer can imagine.
public struct CSSElementSelectorError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The selector as given.
    public var selector: String
    /// What is wrong, lowercase.
    public var reason: String

    /// A message for the command line.
    public var description: String { "the element '\(selector)' \(reason)" }
}

/// The element an import imagines, written as a selector (`.stage > .box.bounce`,
/// `.spinner > div:nth-child(2)`, `.dot::before`): the smallest page on which the selector selects
/// an element.
public enum CSSElementSelector {
    /// The element path `text` describes.
    public static func path(_ text: String) throws(CSSElementSelectorError) -> CSSElementPath {
        guard let selectors = CSSSelectorParser.parse(text: text), selectors.count == 1,
            let selector = selectors.first
        else {
            throw CSSElementSelectorError(
                selector: text, reason: "is not a selector such as '.animated.bounce'")
        }
        guard !selector.isUndecided else {
            throw CSSElementSelectorError(
                selector: text,
                reason:
                    "asks for a state a page without a user never has (':hover', ':focus') or nesting ('&')")
        }
        if selector.compounds.contains(where: { Set($0.ids).count > 1 }) {
            throw CSSElementSelectorError(selector: text, reason: "gives one element two ids")
        }
        guard let path = CSSPage.imagined(for: selector) else {
            throw CSSElementSelectorError(
                selector: text, reason: "selects no element of a page built as it says (a ':not()' it fails?)"
            )
        }
        return path
    }

    /// The path of the element a rule's selectors describe: the first selector of the list that
    /// is decided and selects an element of the page built from it.
    static func path(of selectors: [CSSComplexSelector]) -> (path: CSSElementPath, text: String)? {
        for selector in selectors
        where !selector.isUndecided && selector.compounds.allSatisfy({ Set($0.ids).count <= 1 }) {
            if let path = CSSPage.imagined(for: selector) { return (path, selector.text) }
        }
        return nil
    }
}
