/// `layer NAME[ [INDEX] ] { … }`.
public struct LayerSyntax: Hashable, Sendable {
    /// The name.
    public var name: Identifier
    /// The index, as in `card[i]`, if written.
    public var index: ExpressionSyntax?
    /// The statements inside.
    public var body: [StatementSyntax]
    /// Where the statement is.
    public var range: Range<SourcePosition>
}
