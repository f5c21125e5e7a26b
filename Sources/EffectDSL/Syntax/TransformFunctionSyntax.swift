/// One function of a transform list as written: `rotateX(60deg)`, `translate(-100%w, 0)`.
public struct TransformFunctionSyntax: Hashable, Sendable {
    /// The function's name, one of ``TransformFunctionName``.
    public var name: Identifier
    /// The arguments, expressions of any kind (the checker types them).
    public var arguments: [ExpressionSyntax]
    /// Where the whole call is.
    public var range: Range<SourcePosition>
}
