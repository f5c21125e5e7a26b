/// The page a stylesheet's selectors are matched against: its elements as a tree, in document
/// order, with the `::before` and `::after` boxes each element may have.
///
/// The page is either read from markup (``CSSMarkup``) or imagined from a selector (an element with
/// the classes and place among its siblings the selector asks for); either way the root is `html`
/// and `body` is its child.
public struct CSSPage: Hashable, Sendable {
    /// One element, or one of an element's pseudo-elements.
    public struct Node: Hashable, Sendable {
        /// The element (for a pseudo-element, its host's: selectors match the host's parts).
        public var element: CSSElement
        /// The parent node (for a pseudo-element, its host); `nil` for the root.
        public var parent: Int?
        /// The element children, in document order (pseudo-elements are not among them).
        public var children: [Int] = []
        /// `before` or `after` for a pseudo-element; `nil` for an element.
        public var pseudoElement: String?
        /// The byte offset of the element's start tag in its markup, for messages.
        public var offset: Int?
        /// Whether the element holds text (which `:empty` looks at).
        public var hasText = false
        /// Its place among its parent's element children, from 0 (0 for the root and a
        /// pseudo-element).
        public var indexInParent = 0
        /// The user-action states a change of state turned on for the element (`hover`, `focus`).
        public var states: Set<String> = []
    }

    /// The nodes in document order; the root is the first.
    public internal(set) var nodes: [Node]
    /// Whether user-action pseudo-classes (`:hover`) are decided by the nodes' ``Node/states``:
    /// true on a page that changes of state act on, where an element nobody hovers is not hovered.
    public internal(set) var decidesStates = false
    /// The nodes `:hover`, `:active` and `:focus-within` hold for (an element with the state, or
    /// one inside it with it), kept as the states change so that a match is one lookup.
    var statesWithin: [String: Set<Int>] = [:]

    /// The page holding only the root and `body`.
    public init() {
        nodes = [Node(element: .root, parent: nil, children: [1]), Node(element: .body, parent: 0)]
    }

    /// The index of `body`.
    public static let bodyIndex = 1

    /// Adds `element` as the last child of `parent`; its index.
    @discardableResult
    public mutating func append(_ element: CSSElement, to parent: Int, offset: Int? = nil) -> Int {
        nodes.append(
            Node(
                element: element, parent: parent, offset: offset, indexInParent: nodes[parent].children.count)
        )
        nodes[parent].children.append(nodes.count - 1)
        return nodes.count - 1
    }

    /// Adds the pseudo-element `name` (`before`, `after`) of `host`; its index.
    @discardableResult
    mutating func appendPseudoElement(_ name: String, of host: Int) -> Int {
        var element = nodes[host].element
        element.isRoot = false
        nodes.append(Node(element: element, parent: host, pseudoElement: name, offset: nodes[host].offset))
        return nodes.count - 1
    }

    /// Notes that the element at `index` holds text.
    mutating func markText(in index: Int) { nodes[index].hasText = true }

    /// The node at `index`.
    public subscript(index: Int) -> Node { nodes[index] }

    /// The nodes from the root down to `index`.
    public func chain(to index: Int) -> [Int] {
        var chain = [index]
        while let parent = chain.last.flatMap({ nodes[$0].parent }) { chain.append(parent) }
        return chain.reversed()
    }

    /// The element children of `index`'s parent (the root's own index for the root).
    func siblings(of index: Int) -> [Int] {
        guard let parent = nodes[index].parent else { return [index] }
        return nodes[parent].children
    }
}

extension CSSPage {
    /// Gives the root or `body` (at `index`) the attributes of its tag in markup.
    mutating func setAttributes(_ attributes: [String: String], of index: Int) {
        var element = nodes[index].element
        for (name, value) in attributes {
            switch name {
            case "id": element.id = value.isEmpty ? nil : value
            case "class": element.classes = Set(value.split(whereSeparator: \.isWhitespace).map(String.init))
            default: break
            }
            element.attributes[name] = value
        }
        element.attributes["id"] = nil
        nodes[index].element = element
    }
}
