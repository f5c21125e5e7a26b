/// A dotted key path as written after `set` or `animate`: `transform.rotation`, `position.x`.
public struct KeyPathSyntax: Hashable, Sendable {
    /// The dot-separated names.
    public var components: [Identifier]
    /// Where the whole path is.
    public var range: SourceSpan

    /// The path as text, `a.b.c`.
    public var text: String { components.map(\.text).joined(separator: ".") }
}
