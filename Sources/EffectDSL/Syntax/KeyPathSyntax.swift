/// A dotted key path as written after `set` or `animate`: `transform.rotation`, `position.x`.
public struct KeyPathSyntax: Hashable, Sendable {
    /// The dot-separated names.
    public var components: [Identifier]
    /// Where the whole path is.
    public var range: SourceSpan

    /// The path as text, `a.b.c`.
    public var text: String {
        // One name, the common case, needs no joining.
        if components.count == 1, let only = components.first { return only.text }
        return components.map(\.text).joined(separator: ".")
    }
}
