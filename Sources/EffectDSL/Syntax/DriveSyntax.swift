/// `drive time|progress`: whether the effect runs on the clock or follows a progress.
public struct DriveSyntax: Hashable, Sendable {
    /// `time` or `progress`.
    public var word: Identifier
    /// Where the statement is.
    public var range: Range<SourcePosition>
}
