/// A timing function with its arguments still expressions (they may use parameters).
enum IRTiming: Sendable {
    /// A named function, resolved already.
    case named(NamedTiming, Range<SourcePosition>)
    /// `cubic-bezier(x1, y1, x2, y2)`; the ranges are the arguments', then the whole function's.
    case cubicBezier([IRExpression], [Range<SourcePosition>], Range<SourcePosition>)
    /// `steps(n, position)`; the range is the count's.
    case steps(IRExpression, StepJump, Range<SourcePosition>)
    /// `linear(…)`.
    case linear([IRLinearStop], Range<SourcePosition>)
    /// `spring(mass:, stiffness:, damping:, velocity:)`; missing ones take Core Animation's defaults.
    case spring(IRSpringArguments, Range<SourcePosition>)
    /// `spring(duration:, bounce:)`.
    case springDuration(duration: IRExpression?, bounce: IRExpression?, Range<SourcePosition>)
}

extension IRTiming {
    /// Where the function is written.
    var range: Range<SourcePosition> {
        switch self {
        case .named(_, let range), .cubicBezier(_, _, let range), .steps(_, _, let range),
            .linear(_, let range),
            .spring(_, let range), .springDuration(_, _, let range):
            return range
        }
    }
}
