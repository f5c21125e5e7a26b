/// One value of a JSON document, with the offset of its first byte in the text it was read from.
///
/// Objects keep their members in the order written, duplicates included; a lookup by key finds the
/// last member of that name, as JavaScript's `JSON.parse` and Python's `json.load` do.
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

    /// The value.
    public let kind: Kind
    /// The offset of the value's first byte in the document (its `[`, `{`, `"`, digit or letter).
    public let offset: Int

    /// A value that starts at byte `offset`.
    public init(_ kind: Kind, offset: Int) {
        self.kind = kind
        self.offset = offset
    }

    /// The number, if the value is one.
    public var number: Double? {
        if case .number(let value) = kind { return value }
        return nil
    }

    /// The string, if the value is one.
    public var string: String? {
        if case .string(let value) = kind { return value }
        return nil
    }

    /// The Boolean, if the value is one.
    public var bool: Bool? {
        if case .bool(let value) = kind { return value }
        return nil
    }

    /// The elements, if the value is an array.
    public var array: [JSONNode]? {
        if case .array(let elements) = kind { return elements }
        return nil
    }

    /// The members, if the value is an object.
    public var members: [JSONMember]? {
        if case .object(let members) = kind { return members }
        return nil
    }

    /// Whether the value is `null`.
    public var isNull: Bool { kind == .null }

    /// The value of the last member named `key`, if the value is an object that has one.
    public subscript(key: String) -> JSONNode? {
        guard case .object(let members) = kind else { return nil }
        return members.last(where: { $0.key == key })?.value
    }

    /// The member named `key` (the last of that name), with the offset of its key.
    public func member(_ key: String) -> JSONMember? {
        guard case .object(let members) = kind else { return nil }
        return members.last(where: { $0.key == key })
    }

    /// What the value is, for messages: "a number", "an object", ….
    public var kindName: String {
        switch kind {
        case .null: "null"
        case .bool: "a Boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
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
