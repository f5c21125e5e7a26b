/// One stop of `linear(…)`: an output and zero to two input percentages.
public struct LinearStopSyntax: Hashable, Sendable {
    /// The output value.
    public var output: ExpressionSyntax
    /// The input percentages written after it.
    public var inputs: [ExpressionSyntax]
}
