/// One stop of `linear(…)`: the output and its input fractions.
struct IRLinearStop: Sendable {
    var output: IRExpression
    var inputs: [IRExpression]
}
