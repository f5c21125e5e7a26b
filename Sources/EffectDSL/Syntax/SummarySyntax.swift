/// `summary "text"`: the effect's one-line description.
public struct SummarySyntax: Hashable, Sendable {
    /// The text.
    public var text: String
    /// Where the statement is.
    public var range: Range<SourcePosition>
}
