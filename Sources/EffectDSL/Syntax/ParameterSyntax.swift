/// `param NAME = DEFAULT [in LO...HI | in ["a", "b"]] ["help"]`.
public struct ParameterSyntax: Hashable, Sendable {
    /// What a parameter's values are limited to.
    public enum Constraint: Hashable, Sendable {
        /// `in LO...HI`.
        indirect case range(ExpressionSyntax, ExpressionSyntax)
        /// `in ["a", "b"]`: the allowed strings with their places.
        case choices([Identifier])
    }

    /// The parameter's name.
    public var name: Identifier
    /// The default value.
    public var defaultValue: ExpressionSyntax
    /// The range or the choices, if given.
    public var constraint: Constraint?
    /// The help text, if given.
    public var help: String?
    /// Where the statement is.
    public var range: Range<SourcePosition>
}
