import EffectsRegistry

/// An expression as written.
public enum ExpressionSyntax: Hashable, Sendable {
    /// A number with an optional unit.
    case number(NumberLiteralSyntax)
    /// A colour `#rrggbb[aa]`: four components in 0...1.
    indirect case color(Value, Range<SourcePosition>)
    /// `true` or `false`.
    case boolean(Bool, Range<SourcePosition>)
    /// A string literal (its decoded value).
    case string(String, Range<SourcePosition>)
    /// A name: a parameter, a `let`, a loop variable or a built-in.
    case name(Identifier)
    /// A vector `(x, y[, z[, w]])`.
    case vector([ExpressionSyntax], Range<SourcePosition>)
    /// An expression in parentheses.
    indirect case parenthesized(ExpressionSyntax, Range<SourcePosition>)
    /// A prefix operator applied to an operand; the range covers both.
    indirect case unary(UnaryOperator, ExpressionSyntax, Range<SourcePosition>)
    /// An infix operator; the range is the operator's.
    indirect case binary(BinaryOperator, ExpressionSyntax, ExpressionSyntax, Range<SourcePosition>)
    /// `condition ? then : else`.
    indirect case conditional(ExpressionSyntax, ExpressionSyntax, ExpressionSyntax)
    /// A component access `.x .y .z .w`.
    indirect case component(ExpressionSyntax, Identifier)
    /// A call of a built-in or `let` function; the range covers the whole call.
    indirect case call(Identifier, [ExpressionSyntax], Range<SourcePosition>)
    /// Transform functions written one after another (`perspective(500) rotateX(60deg)`), or the
    /// empty list `none` when the array is empty; the range covers them all.
    case transformList([TransformFunctionSyntax], Range<SourcePosition>)
    /// Where an expression was expected but could not be read (already reported).
    case missing(Range<SourcePosition>)

    /// Where the whole expression is.
    public var range: Range<SourcePosition> {
        switch self {
        case .number(let literal): return literal.range
        case .color(_, let range), .boolean(_, let range), .string(_, let range), .vector(_, let range),
            .parenthesized(_, let range), .unary(_, _, let range), .call(_, _, let range),
            .transformList(_, let range), .missing(let range):
            return range
        case .name(let name): return name.range
        case .binary(_, let lhs, let rhs, _): return lhs.range.through(rhs.range)
        case .conditional(let condition, _, let otherwise): return condition.range.through(otherwise.range)
        case .component(let base, let name): return base.range.through(name.range)
        }
    }
}
