/// `effect NAME[: BASE] { … }`.
public struct EffectSyntax: Hashable, Sendable {
    /// The effect's name.
    public var name: Identifier
    /// The effect it derives from, if any.
    public var base: Identifier?
    /// The statements inside.
    public var body: [StatementSyntax]
    /// Where the whole effect is.
    public var range: Range<SourcePosition>
}
