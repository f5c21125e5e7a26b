/// One element of a page: its type, id, classes and attributes.
public struct CSSElement: Hashable, Sendable {
    /// The element type, lowercased (`div`).
    public var type: String
    /// The id, if it has one.
    public var id: String?
    /// The classes.
    public var classes: Set<String>
    /// Whether it is the document's root (`html`, `:root`).
    public var isRoot: Bool
    /// The attributes other than `id` and `class`, by lowercased name.
    public var attributes: [String: String]

    /// An element of `type` with the given id, classes and other attributes.
    public init(
        type: String = "div", id: String? = nil, classes: Set<String> = [], isRoot: Bool = false,
        attributes: [String: String] = [:]
    ) {
        self.type = type
        self.id = id
        self.classes = classes
        self.isRoot = isRoot
        self.attributes = attributes
    }

    /// The value of the attribute `name` (lowercased), `class` and `id` included, as markup writes
    /// it; `nil` when the element has no such attribute.
    func attribute(_ name: String) -> String? {
        switch name {
        case "id": return id
        case "class":
            return attributes["class"] ?? (classes.isEmpty ? nil : classes.sorted().joined(separator: " "))
        default: return attributes[name]
        }
    }

    /// The document's root, `html`.
    public static let root = CSSElement(type: "html", isRoot: true)
    /// The `body` between the root and the stage.
    public static let body = CSSElement(type: "body")
}
