/// An expression with its names resolved: what the evaluator runs.
///
/// Only the cases that nest an expression directly are boxed: constants, slots, vectors and calls
/// (whose arguments are already in a heap array) are stored inline, so the most common leaves cost no
/// allocation.
enum IRExpression: Sendable {
    /// A literal, in base units.
    case constant(DSLValue)
    /// A variable: a parameter, a `let`, a loop variable or a function's argument.
    case slot(Int)
    /// The viewport's width (`true`) or height (`false`) from the effect context.
    case viewport(isWidth: Bool)
    /// A relative length: the fraction (`0.5` for `50%w`) of the size it is a share of, found when
    /// the expression is evaluated; the range is the literal's, where a missing size is reported.
    case relative(Double, RelativeLength, Range<SourcePosition>)
    /// A vector of components.
    case vector([IRExpression])
    /// A prefix operator.
    indirect case unary(UnaryOperator, IRExpression, Range<SourcePosition>)
    /// An infix operator; the range is the operator's, where division by zero is reported.
    indirect case binary(BinaryOperator, IRExpression, IRExpression, Range<SourcePosition>)
    /// `condition ? then : else`.
    indirect case conditional(IRExpression, IRExpression, IRExpression)
    /// A component of a vector, 0 to 3.
    indirect case component(IRExpression, Int)
    /// A built-in function; the range is the call's.
    case builtin(BuiltinFunction, [IRExpression], Range<SourcePosition>)
    /// A transform list: its functions in the order written (none for `none`).
    case transformList([IRTransformFunction])
    /// A `let` function, by index; the range is the call's.
    case call(Int, [IRExpression], Range<SourcePosition>)
    /// An expression with an error already reported: evaluating it stops the statement silently.
    case invalid
}
