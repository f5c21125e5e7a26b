/// A name as written, with its place.
public struct Identifier: Hashable, Sendable {
    /// The spelling.
    public var text: String
    /// Where it is.
    public var range: SourceRange

    /// A name.
    public init(_ text: String, at range: SourceRange) {
        self.text = text
        self.range = range
    }
}
