/// `summary "text"`: the effect's one-line description.
public struct SummarySyntax: Hashable, Sendable {
    /// The text.
    public var text: String
    /// Where the statement is.
    public var range: SourceSpan
}

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
    public var range: SourceSpan
}

/// `let NAME = EXPR` or `let NAME(a, b) = EXPR`.
public struct LetSyntax: Hashable, Sendable {
    /// The name.
    public var name: Identifier
    /// The function's parameters, or `nil` for a plain value.
    public var parameters: [Identifier]?
    /// The value or the function's body.
    public var value: ExpressionSyntax
    /// Where the statement is.
    public var range: SourceSpan
}

/// `duration T`: the effect's duration.
public struct DurationSyntax: Hashable, Sendable {
    /// The duration.
    public var value: ExpressionSyntax
    /// Where the statement is.
    public var range: SourceSpan
}

/// `drive time|progress`: whether the effect runs on the clock or follows a progress.
public struct DriveSyntax: Hashable, Sendable {
    /// `time` or `progress`.
    public var word: Identifier
    /// Where the statement is.
    public var range: SourceSpan
}

/// `timing TF`: the default whole-track timing of the effect's tracks.
public struct TimingStatementSyntax: Hashable, Sendable {
    /// The timing function.
    public var function: TimingFunctionSyntax
    /// Where the statement is.
    public var range: SourceSpan
}
