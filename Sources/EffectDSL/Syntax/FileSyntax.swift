/// A parsed `.fx` file: its effects in order.
public struct FileSyntax: Hashable, Sendable {
    /// The source it was parsed from.
    public var source: SourceFile
    /// The effects, in order.
    public var effects: [EffectSyntax]
}
