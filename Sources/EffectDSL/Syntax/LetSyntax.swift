/// `let NAME = EXPR` or `let NAME(a, b) = EXPR`.
public struct LetSyntax: Hashable, Sendable {
    /// The name.
    public var name: Identifier
    /// The function's parameters, or `nil` for a plain value.
    public var parameters: [Identifier]?
    /// The value or the function's body.
    public var value: ExpressionSyntax
    /// Where the statement is.
    public var range: Range<SourcePosition>
}
