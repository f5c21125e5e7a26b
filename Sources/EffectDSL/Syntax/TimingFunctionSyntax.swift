/// A timing function as written: a name (`ease-in-out`) or a function form (`cubic-bezier(…)`).
public struct TimingFunctionSyntax: Hashable, Sendable {
    /// The forms a timing function is written in.
    public enum Form: Hashable, Sendable {
        /// A named function: `linear`, `ease-in-out`, `step-end`, `hold`, ….
        case named
        /// `cubic-bezier(x1, y1, x2, y2)`.
        case cubicBezier([ExpressionSyntax])
        /// `steps(n[, position])`.
        indirect case steps(ExpressionSyntax?, Identifier?)
        /// `linear(stop, …)`: each stop an output and up to two input percentages.
        case linear([LinearStopSyntax])
        /// `spring(label: value, …)`.
        case spring([SpringArgumentSyntax])
    }

    /// The function's name (`ease-in-out`, `cubic-bezier`, …).
    public var name: Identifier
    /// Its form and arguments.
    public var form: Form
    /// Where the whole function is.
    public var range: Range<SourcePosition>
}
