/// An element of a page (or one of its `::before` and `::after` boxes) and its ancestors: the
/// root, `body`, …, its parent (the stage, where `perspective` applies), then the element.
public struct CSSElementPath: Hashable, Sendable {
    /// The page.
    public let page: CSSPage
    /// The element's node in the page.
    public let node: Int
    /// The nodes from the root down to the element.
    let chain: [Int]

    /// The element `node` of `page`.
    public init(page: CSSPage, node: Int) {
        self.page = page
        self.node = node
        self.chain = page.chain(to: node)
    }

    /// A page of one element, `element`, inside `parent` inside `body`.
    public init(element: CSSElement, parent: CSSElement = CSSElement()) {
        var page = CSSPage()
        let stage = page.append(parent, to: CSSPage.bodyIndex)
        let node = page.append(element, to: stage)
        self.init(page: page, node: node)
    }

    /// The animated element (a pseudo-element's host's parts).
    public var element: CSSElement { page[node].element }
    /// The pseudo-element (`before`, `after`) the path ends at, if any.
    public var pseudoElement: String? { page[node].pseudoElement }
    /// Its parent, the stage it is placed in (a pseudo-element's host).
    public var parent: CSSElement { page[chain.count > 1 ? chain[chain.count - 2] : node].element }

    /// The elements from the root down to the animated one.
    public var elements: [CSSElement] { chain.map { page[$0].element } }

    /// Whether `selector`'s decidable parts select the element at `index` of ``elements``.
    func matches(_ selector: CSSComplexSelector, at index: Int) -> Bool {
        index < chain.count && page.matches(selector, node: chain[index])
    }
}
