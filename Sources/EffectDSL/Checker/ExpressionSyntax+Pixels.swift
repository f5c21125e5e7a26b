extension ExpressionSyntax {
    /// The `px` literal that makes this expression a length, if one does: `0.5px`, `-(10px)`,
    /// `10px + 5`, `2 * 10px`, `10px / 2`, either branch of a conditional; not `10px / 5px` (a
    /// ratio) nor `atan2(10px, 20px)` (an angle), and nothing behind a name, since a `let` may hold
    /// a length or not.
    ///
    /// The checker types `px` as a plain number (a point), so this is the only trace of the unit:
    /// where the value must be an angle or a plain number, a `px` on it is refused
    /// (`px-on-non-length`) rather than silently dropped.
    var pixelLiteral: NumberLiteralSyntax? {
        switch self {
        case .number(let literal):
            return literal.unit == .pixels ? literal : nil
        case .parenthesized(let inner, _), .unary(.negate, let inner, _):
            return inner.pixelLiteral
        case .binary(.add, let lhs, let rhs, _), .binary(.subtract, let lhs, let rhs, _):
            return lhs.pixelLiteral ?? rhs.pixelLiteral
        case .binary(.multiply, let lhs, let rhs, _):
            let (left, right) = (lhs.pixelLiteral, rhs.pixelLiteral)
            return left != nil && right != nil ? nil : left ?? right
        case .binary(.divide, let lhs, let rhs, _), .binary(.remainder, let lhs, let rhs, _):
            return rhs.pixelLiteral == nil ? lhs.pixelLiteral : nil
        case .conditional(_, let then, let otherwise):
            return then.pixelLiteral ?? otherwise.pixelLiteral
        default:
            return nil
        }
    }
}
