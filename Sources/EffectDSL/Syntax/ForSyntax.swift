/// `for NAME in A..<B { … }` or `for NAME in A...B { … }`.
public struct ForSyntax: Hashable, Sendable {
    /// The loop variable.
    public var variable: Identifier
    /// The first value.
    public var lower: ExpressionSyntax
    /// The bound: excluded for `..<`, included for `...`.
    public var upper: ExpressionSyntax
    /// Whether the range is `...` (closed).
    public var isClosed: Bool
    /// The statements inside.
    public var body: [StatementSyntax]
    /// Where the statement is.
    public var range: Range<SourcePosition>
}
