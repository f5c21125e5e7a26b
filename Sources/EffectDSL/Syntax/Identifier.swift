/// A name as written, with its place.
public struct Identifier: Hashable, Sendable {
    /// The spelling.
    public var text: String
    /// Where it is.
    public var range: SourceSpan

    /// A name.
    public init(_ text: String, at range: SourceSpan) {
        self.text = text
        self.range = range
    }
}
