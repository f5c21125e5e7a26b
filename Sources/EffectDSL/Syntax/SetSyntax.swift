/// `set KEYPATH = EXPR`: a model value.
public struct SetSyntax: Hashable, Sendable {
    /// The property or component.
    public var keyPath: KeyPathSyntax
    /// The value.
    public var value: ExpressionSyntax
    /// Where the statement is.
    public var range: Range<SourcePosition>
}
