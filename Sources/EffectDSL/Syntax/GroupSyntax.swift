/// `group OPTIONS { … }`: animations sharing one local time, clipped by the group.
public struct GroupSyntax: Hashable, Sendable {
    /// The options, in the order written.
    public var options: [TrackOptionSyntax]
    /// The statements inside.
    public var body: [StatementSyntax]
    /// Where the statement is.
    public var range: Range<SourcePosition>
}
