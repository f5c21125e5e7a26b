/// A name as written, with its place.
public struct Identifier: Hashable, Sendable {
    /// The spelling.
    public var text: String
    /// Where it is.
    public var range: Range<SourcePosition>

    /// A name.
    public init(_ text: String, at range: Range<SourcePosition>) {
        self.text = text
        self.range = range
    }
}
