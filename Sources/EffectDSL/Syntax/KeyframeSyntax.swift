/// One line of a keyframe block: `OFFSET VALUE [TIMING] [tension N] [continuity N] [bias N]`.
public struct KeyframeSyntax: Hashable, Sendable {
    /// Where a keyframe sits in its track.
    public enum Offset: Hashable, Sendable {
        /// `from`: 0 %.
        case from(Range<SourcePosition>)
        /// `to`: 100 %.
        case to(Range<SourcePosition>)
        /// A percentage or a time.
        case expression(ExpressionSyntax)

        /// Where the offset is written.
        public var range: Range<SourcePosition> {
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
    public var timing: TimingFunctionSyntax? { boxed?.extras.timing }
    /// Kochanek–Bartels tension for the cubic modes.
    public var tension: ExpressionSyntax? { boxed?.extras.tension }
    /// Kochanek–Bartels continuity for the cubic modes.
    public var continuity: ExpressionSyntax? { boxed?.extras.continuity }
    /// Kochanek–Bartels bias for the cubic modes.
    public var bias: ExpressionSyntax? { boxed?.extras.bias }
    /// Where the whole line is.
    public var range: Range<SourcePosition>

    /// Whether the line gives an offset, without copying it.
    var hasOffset: Bool {
        if case .none = offset { return false }
        return true
    }

    /// Whether the line gives a timing function or a spline parameter.
    var hasExtras: Bool { boxed != nil }

    /// The parts most lines leave out, behind one pointer.
    ///
    /// A block's array of keyframes stays small to copy and grow. A class rather than an indirect
    /// enum: reading one part then copies that part alone, not all four.
    private var boxed: Box?

    private struct Extras: Hashable, Sendable {
        var timing: TimingFunctionSyntax?
        var tension: ExpressionSyntax?
        var continuity: ExpressionSyntax?
        var bias: ExpressionSyntax?
    }

    /// Immutable once made, so sharing it between copies of a keyframe is safe.
    private final class Box: Hashable, Sendable {
        let extras: Extras

        init(_ extras: Extras) { self.extras = extras }

        static func == (lhs: Box, rhs: Box) -> Bool { lhs.extras == rhs.extras }

        func hash(into hasher: inout Hasher) { hasher.combine(extras) }
    }

    /// A keyframe line.
    public init(
        offset: Offset?, value: ExpressionSyntax, timing: TimingFunctionSyntax? = nil,
        tension: ExpressionSyntax? = nil, continuity: ExpressionSyntax? = nil, bias: ExpressionSyntax? = nil,
        range: Range<SourcePosition>
    ) {
        self.offset = offset
        self.value = value
        self.range = range
        if timing != nil || tension != nil || continuity != nil || bias != nil {
            boxed = Box(Extras(timing: timing, tension: tension, continuity: continuity, bias: bias))
        }
    }
}
