/// Where a value sits in a JSON document, from the top: `layers[3].ks.p.x`.
///
/// Keys that are identifiers are written after a dot, others quoted in brackets
/// (`assets[0]["my key"]`); the top-level value itself has the empty path.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible, ExpressibleByArrayLiteral {
    /// One step down: into an object by key, or into an array by index.
    public enum Component: Hashable, Sendable {
        /// An object's member.
        case key(String)
        /// An array's element, from 0.
        case index(Int)
    }

    /// The steps from the top, outermost first.
    public private(set) var components: [Component]

    /// The path of these steps.
    public init(_ components: [Component] = []) {
        self.components = components
    }

    /// The path of these steps.
    public init(arrayLiteral elements: Component...) {
        self.components = elements
    }

    /// Whether the path is the top level's.
    public var isEmpty: Bool { components.isEmpty }

    /// This path, one member further down.
    public func key(_ key: String) -> JSONPath {
        var path = self
        path.components.append(.key(key))
        return path
    }

    /// This path, one element further down.
    public func index(_ index: Int) -> JSONPath {
        var path = self
        path.components.append(.index(index))
        return path
    }

    /// This path with `other`'s steps after its own.
    public func appending(_ other: JSONPath) -> JSONPath {
        JSONPath(components + other.components)
    }

    /// The path as written in messages: `layers[3].ks.p.x`; the top level is `(top level)`.
    public var description: String {
        guard !components.isEmpty else { return "(top level)" }
        var text = ""
        for component in components {
            switch component {
            case .index(let index):
                text += "[\(index)]"
            case .key(let key) where JSONPath.isIdentifier(key):
                text += text.isEmpty ? key : "." + key
            case .key(let key):
                text += "[\"" + key.replacingQuotes() + "\"]"
            }
        }
        return text
    }

    /// Whether `key` can follow a dot: ASCII letters, digits and `_`, not starting with a digit.
    private static func isIdentifier(_ key: String) -> Bool {
        guard let first = key.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
            return false
        }
        return key.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
        }
    }
}

extension String {
    /// The string with `"` and `\` escaped, as a quoted key in a path shows it.
    fileprivate func replacingQuotes() -> String {
        var text = ""
        for character in self {
            if character == "\"" || character == "\\" { text.append("\\") }
            text.append(character)
        }
        return text
    }
}
