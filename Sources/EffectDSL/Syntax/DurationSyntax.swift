/// `duration T`: the effect's duration.
public struct DurationSyntax: Hashable, Sendable {
    /// The duration.
    public var value: ExpressionSyntax
    /// Where the statement is.
    public var range: Range<SourcePosition>
}
