/// Why evaluating an expression stopped.
enum EvaluationError: Error, Sendable {
    /// A positioned error to report.
    case diagnostic(Diagnostic)
    /// An expression whose error was reported when the effect was checked.
    case silent
    /// The effect took more evaluation steps than the limit allows.
    case tooManySteps
}
