/// `let NAME = TF`: a timing function named once, for any `timing` option or keyframe line to use.
public struct TimingLetSyntax: Hashable, Sendable {
    /// The name.
    public var name: Identifier
    /// The timing function it stands for.
    public var function: TimingFunctionSyntax
    /// Where the statement is.
    public var range: Range<SourcePosition>
}
