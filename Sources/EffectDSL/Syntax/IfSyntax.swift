/// `if COND { … } [else { … } | else if …]`.
public struct IfSyntax: Hashable, Sendable {
    /// The condition, a boolean.
    public var condition: ExpressionSyntax
    /// The statements run when it holds.
    public var body: [StatementSyntax]
    /// The statements run otherwise (an `else if` is an `if` statement in here).
    public var elseBody: [StatementSyntax]?
    /// Where the statement is.
    public var range: Range<SourcePosition>
}
