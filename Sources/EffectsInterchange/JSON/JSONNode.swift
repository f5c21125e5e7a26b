/// One value of a JSON document, with the offset of its first byte in the text it was read from.
///
/// A node is a place in its ``JSONDocument``: reading a field costs no copy, and ``array`` and
/// ``members`` are gathered when asked for. Objects keep their members in the order written,
/// duplicates included; a lookup by key finds the last member of that name, as JavaScript's
/// `JSON.parse` and Python's `json.load` do. Two nodes are equal when they are the same place in
/// the same document.
public struct JSONNode: Hashable, Sendable {
    /// What a JSON value is.
    public enum Kind: Hashable, Sendable {
        /// `null`.
        case null
        /// `true` or `false`.
        case bool(Bool)
        /// A number, the `Double` nearest to the decimal written.
        case number(Double)
        /// A string, its escapes decoded.
        case string(String)
        /// An array.
        case array([JSONNode])
        /// An object's members, in the order written.
        case object([JSONMember])
    }

    /// The document the value is in.
    public let document: JSONDocument
    /// The value's entry in the document.
    let index: Int

    init(document: JSONDocument, index: Int) {
        self.document = document
        self.index = index
    }

    private var entry: JSONEntry { document.entries[index] }

    /// The value.
    public var kind: Kind {
        switch entry.tag {
        case .null: .null
        case .false: .bool(false)
        case .true: .bool(true)
        case .number: .number(Double(bitPattern: entry.payload))
        case .string, .key: .string(text(entry))
        case .array: .array(array ?? [])
        case .object: .object(members ?? [])
        }
    }

    /// The offset of the value's first byte in the document (its `[`, `{`, `"`, digit or letter).
    public var offset: Int { Int(entry.offset) }

    /// The number, if the value is one.
    public var number: Double? {
        let entry = entry
        return entry.tag == .number ? Double(bitPattern: entry.payload) : nil
    }

    /// The string, if the value is one.
    public var string: String? {
        let entry = entry
        return entry.tag == .string ? text(entry) : nil
    }

    /// The Boolean, if the value is one.
    public var bool: Bool? {
        switch entry.tag {
        case .true: true
        case .false: false
        default: nil
        }
    }

    /// The elements, if the value is an array.
    public var array: [JSONNode]? {
        var elements: [JSONNode] = []
        guard forEachChild(of: .array, { elements.append(JSONNode(document: document, index: $0)) }) else {
            return nil
        }
        return elements
    }

    /// The members, if the value is an object.
    public var members: [JSONMember]? {
        var members: [JSONMember] = []
        guard forEachChild(of: .object, { members.append(member(keyAt: $0)) }) else { return nil }
        return members
    }

    /// Whether the value is `null`.
    public var isNull: Bool { entry.tag == .null }

    /// The value of the last member named `key`, if the value is an object that has one.
    public subscript(key: String) -> JSONNode? {
        lastKey(named: key).map { JSONNode(document: document, index: $0 + 1) }
    }

    /// The member named `key` (the last of that name), with the offset of its key.
    public func member(_ key: String) -> JSONMember? {
        lastKey(named: key).map(member(keyAt:))
    }

    /// What the value is, for messages: "a number", "an object", ….
    public var kindName: String {
        switch entry.tag {
        case .null: "null"
        case .false, .true: "a Boolean"
        case .number: "a number"
        case .string, .key: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// Whether the two nodes are the same value of the same document.
    public static func == (lhs: JSONNode, rhs: JSONNode) -> Bool {
        lhs.document === rhs.document && lhs.index == rhs.index
    }

    /// Hashes the node's place: its document and entry.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(document))
        hasher.combine(index)
    }

    /// The index of the entry after the value at `index` and its descendants.
    private func after(_ index: Int) -> Int {
        let entry = document.entries[index]
        return entry.tag == .array || entry.tag == .object ? entry.end : index + 1
    }

    /// The index of the last key entry named `key`, if the value is an object.
    private func lastKey(named key: String) -> Int? {
        var found: Int?
        _ = forEachChild(of: .object) { if text(document.entries[$0]) == key { found = $0 } }
        return found
    }

    /// Calls `body` with the entry of each element or key of a container of kind `tag`.
    ///
    /// Returns `false` when the value is no such container. The children come in order, each
    /// stepped over in one move however deep, and nothing is allocated.
    private func forEachChild(of tag: JSONEntry.Tag, _ body: (Int) -> Void) -> Bool {
        let entry = entry
        guard entry.tag == tag else { return false }
        var next = index + 1
        while next < entry.end {
            body(next)
            // A member is its key and its value.
            next = after(tag == .object ? next + 1 : next)
        }
        return true
    }

    /// The member whose key entry is at `index`.
    private func member(keyAt index: Int) -> JSONMember {
        let key = document.entries[index]
        return JSONMember(
            key: text(key), keyOffset: Int(key.offset), value: JSONNode(document: document, index: index + 1))
    }

    /// A string or key entry's text.
    private func text(_ entry: JSONEntry) -> String {
        entry.payload == JSONEntry.emptyString ? "" : document.strings[Int(entry.payload)]
    }
}

/// One member of a JSON object: its key, where the key starts, and its value.
public struct JSONMember: Hashable, Sendable {
    /// The key, its escapes decoded.
    public let key: String
    /// The offset of the key's opening quote.
    public let keyOffset: Int
    /// The value.
    public let value: JSONNode

    /// A member `key` (written at `keyOffset`) holding `value`.
    public init(key: String, keyOffset: Int, value: JSONNode) {
        self.key = key
        self.keyOffset = keyOffset
        self.value = value
    }
}
