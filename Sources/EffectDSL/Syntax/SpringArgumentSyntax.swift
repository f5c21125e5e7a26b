/// One labelled argument of `spring(…)`.
public struct SpringArgumentSyntax: Hashable, Sendable {
    /// The label: `mass`, `stiffness`, `damping`, `velocity`, `duration` or `bounce`.
    public var label: Identifier
    /// The value.
    public var value: ExpressionSyntax
}
