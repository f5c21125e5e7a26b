/// `animate KEYPATH OPTIONS [from A] to B` or `animate KEYPATH OPTIONS { keyframes }`.
public struct AnimateSyntax: Hashable, Sendable {
    /// What the animation runs through.
    public enum Body: Hashable, Sendable {
        /// `from A to B`; `from` omitted starts at the model value.
        indirect case fromTo(from: ExpressionSyntax?, to: ExpressionSyntax)
        /// A keyframe block.
        case keyframes([KeyframeSyntax], Range<SourcePosition>)
    }

    /// The property or component.
    public var keyPath: KeyPathSyntax
    /// The options, in the order written.
    public var options: [TrackOptionSyntax]
    /// The values.
    public var body: Body
    /// Where the statement is.
    public var range: Range<SourcePosition>
}
