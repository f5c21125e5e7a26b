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
    public var timing: TimingFunctionSyntax? { extras?.timing }
    /// Kochanek–Bartels tension for the cubic modes.
    public var tension: ExpressionSyntax? { extras?.tension }
    /// Kochanek–Bartels continuity for the cubic modes.
    public var continuity: ExpressionSyntax? { extras?.continuity }
    /// Kochanek–Bartels bias for the cubic modes.
    public var bias: ExpressionSyntax? { extras?.bias }
    /// Where the whole line is.
    public var range: SourceSpan

    /// The parts most lines leave out, kept behind one pointer so that a block's array of
    /// keyframes stays small to copy and grow.
    private var boxed: Boxed?

    private var extras: Extras? {
        guard case .extras(let extras)? = boxed else { return nil }
        return extras
    }

    private struct Extras: Hashable, Sendable {
        var timing: TimingFunctionSyntax?
        var tension: ExpressionSyntax?
        var continuity: ExpressionSyntax?
        var bias: ExpressionSyntax?
    }

    private indirect enum Boxed: Hashable, Sendable {
        case extras(Extras)
    }

    /// A keyframe line.
    public init(
        offset: Offset?, value: ExpressionSyntax, timing: TimingFunctionSyntax? = nil,
        tension: ExpressionSyntax? = nil, continuity: ExpressionSyntax? = nil, bias: ExpressionSyntax? = nil,
        range: SourceSpan
    ) {
        self.offset = offset
        self.value = value
        self.range = range
        if timing != nil || tension != nil || continuity != nil || bias != nil {
            boxed = .extras(Extras(timing: timing, tension: tension, continuity: continuity, bias: bias))
        }
    }
}
