/// One element of the page the importer imagines: its type, id and classes.
public struct CSSElement: Hashable, Sendable {
    /// The element type, lowercased (`div`).
    public var type: String
    /// The id, if it has one.
    public var id: String?
    /// The classes.
    public var classes: Set<String>
    /// Whether it is the document's root (`html`, `:root`).
    public var isRoot: Bool

    /// An element of `type` with the given id and classes.
    public init(type: String = "div", id: String? = nil, classes: Set<String> = [], isRoot: Bool = false) {
        self.type = type
        self.id = id
        self.classes = classes
        self.isRoot = isRoot
    }

    /// The document's root, `html`.
    public static let root = CSSElement(type: "html", isRoot: true)
    /// The `body` between the root and the stage.
    public static let body = CSSElement(type: "body")
}

/// The animated element and its ancestors: the root, `body`, the element's parent (the stage, where
/// `perspective` applies), then the element.
public struct CSSElementPath: Hashable, Sendable {
    /// The animated element.
    public var element: CSSElement
    /// Its parent, the stage it is placed in.
    public var parent: CSSElement

    /// A path to `element` inside `parent`.
    public init(element: CSSElement, parent: CSSElement = CSSElement()) {
        self.element = element
        self.parent = parent
    }

    /// The elements from the root down to the animated one.
    public var elements: [CSSElement] { [.root, .body, parent, element] }

    /// Whether `selector`'s decidable parts select the element at `index` of ``elements`` (the
    /// subject matched there, each combinator against the ancestors above it).
    func matches(_ selector: CSSComplexSelector, at index: Int) -> Bool {
        let chain = elements
        guard index < chain.count, let subject = selector.compounds.last,
            subject.matchesDecidedParts(chain[index])
        else { return false }
        return matchAncestors(selector, compound: selector.compounds.count - 1, below: index, chain: chain)
    }

    private func matchAncestors(
        _ selector: CSSComplexSelector, compound: Int, below index: Int, chain: [CSSElement]
    ) -> Bool {
        guard compound > 0 else { return true }
        let previous = selector.compounds[compound - 1]
        switch selector.combinators[compound - 1] {
        case .child:
            guard index > 0, previous.matchesDecidedParts(chain[index - 1]) else { return false }
            return matchAncestors(selector, compound: compound - 1, below: index - 1, chain: chain)
        case .descendant:
            var ancestor = index - 1
            while ancestor >= 0 {
                if previous.matchesDecidedParts(chain[ancestor])
                    && matchAncestors(selector, compound: compound - 1, below: ancestor, chain: chain)
                {
                    return true
                }
                ancestor -= 1
            }
            return false
        case .sibling:
            // A sibling is an element the page might have: match its ancestors as if it were the
            // element itself, and let the selector count as undecided.
            return matchAncestors(selector, compound: compound - 1, below: index, chain: chain)
        }
    }
}
