/// An expression with its names resolved: what the evaluator runs.
indirect enum IRExpression: Sendable {
    /// A literal, in base units.
    case constant(DSLValue)
    /// A variable: a parameter, a `let`, a loop variable or a function's argument.
    case slot(Int)
    /// The viewport's width (`true`) or height (`false`) from the effect context.
    case viewport(isWidth: Bool)
    /// A vector of components.
    case vector([IRExpression])
    /// A prefix operator.
    case unary(UnaryOperator, IRExpression, SourceSpan)
    /// An infix operator; the range is the operator's, where division by zero is reported.
    case binary(BinaryOperator, IRExpression, IRExpression, SourceSpan)
    /// `condition ? then : else`.
    case conditional(IRExpression, IRExpression, IRExpression)
    /// A component of a vector, 0 to 3.
    case component(IRExpression, Int)
    /// A built-in function; the range is the call's.
    case builtin(BuiltinFunction, [IRExpression], SourceSpan)
    /// A `let` function, by index; the range is the call's.
    case call(Int, [IRExpression], SourceSpan)
    /// An expression with an error already reported: evaluating it stops the statement silently.
    case invalid
}
