/// One line of a keyframe block: `OFFSET VALUE [TIMING] [tension N] [continuity N] [bias N]`.
public struct KeyframeSyntax: Hashable, Sendable {
    /// Where a keyframe sits in its track.
    public enum Offset: Hashable, Sendable {
        /// `from`: 0 %.
        case from(SourceSpan)
        /// `to`: 100 %.
        case to(SourceSpan)
        /// A percentage or a time.
        case expression(ExpressionSyntax)

        /// Where the offset is written.
        public var range: SourceSpan {
            switch self {
            case .from(let range), .to(let range): return range
            case .expression(let expression): return expression.range
            }
        }
    }

    /// The offset, or `nil` when the line has none (then no line of the block has one).
    public var offset: Offset?
    /// The value.
    public var value: ExpressionSyntax
    /// The timing function of the segment this keyframe starts.
    public var timing: TimingFunctionSyntax?
    /// Kochanek–Bartels tension for the cubic modes.
    public var tension: ExpressionSyntax?
    /// Kochanek–Bartels continuity for the cubic modes.
    public var continuity: ExpressionSyntax?
    /// Kochanek–Bartels bias for the cubic modes.
    public var bias: ExpressionSyntax?
    /// Where the whole line is.
    public var range: SourceSpan
}
