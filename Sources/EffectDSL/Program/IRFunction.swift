/// A `let f(a, b) = …` function: the slots of its arguments and its body.
struct IRFunction: Sendable {
    /// The function's name.
    var name: String
    /// Where it is defined.
    var range: Range<SourcePosition>
    /// The slots its arguments are bound to while its body runs.
    var parameterSlots: [Int]
    /// The body.
    var body: IRExpression
}
