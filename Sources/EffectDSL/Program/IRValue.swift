/// An expression of a statement with its place and static type.
struct IRValue: Sendable {
    /// The resolved expression.
    var expression: IRExpression
    /// Where it is written.
    var range: Range<SourcePosition>
    /// Its static type.
    var type: DSLType
    /// The `px` literal that makes it a length, if one does (``ExpressionSyntax/pixelLiteral``).
    var pixels: NumberLiteralSyntax? = nil
}
