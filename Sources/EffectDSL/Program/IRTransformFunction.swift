/// One function of a transform list with its arguments resolved.
struct IRTransformFunction: Sendable {
    /// Which function.
    var name: TransformFunctionName
    /// The arguments with their places, as many as written (the checker has counted them).
    var arguments: [IRValue]
    /// Where the call is written.
    var range: Range<SourcePosition>
}
