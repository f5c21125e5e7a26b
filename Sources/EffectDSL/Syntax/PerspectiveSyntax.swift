/// `perspective D`: the distance from the viewer to the viewport's plane, in points, which gives
/// the viewport's `sublayerTransform` the perspective `m34 = -1/D`.
public struct PerspectiveSyntax: Hashable, Sendable {
    /// The distance.
    public var value: ExpressionSyntax
    /// Where the statement is.
    public var range: Range<SourcePosition>
}
