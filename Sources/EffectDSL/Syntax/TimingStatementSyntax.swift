/// `timing TF`: the default whole-track timing of the effect's tracks.
public struct TimingStatementSyntax: Hashable, Sendable {
    /// The timing function.
    public var function: TimingFunctionSyntax
    /// Where the statement is.
    public var range: Range<SourcePosition>
}
