/// A prefix operator: `-` or `!`.
public enum UnaryOperator: String, Hashable, Sendable {
    /// Arithmetic negation.
    case negate = "-"
    /// Logical not.
    case not = "!"
}
