/// A timing function with its arguments still expressions (they may use parameters).
enum IRTiming: Sendable {
    /// A named function, resolved already.
    case named(NamedTiming, SourceSpan)
    /// `cubic-bezier(x1, y1, x2, y2)`; the ranges are the arguments', then the whole function's.
    case cubicBezier([IRExpression], [SourceSpan], SourceSpan)
    /// `steps(n, position)`; the range is the count's.
    case steps(IRExpression, StepJump, SourceSpan)
    /// `linear(…)`.
    case linear([IRLinearStop], SourceSpan)
    /// `spring(mass:, stiffness:, damping:, velocity:)`; missing ones take Core Animation's defaults.
    case spring(IRSpringArguments, SourceSpan)
    /// `spring(duration:, bounce:)`.
    case springDuration(duration: IRExpression?, bounce: IRExpression?, SourceSpan)
}

extension IRTiming {
    /// Where the function is written.
    var range: SourceSpan {
        switch self {
        case .named(_, let range), .cubicBezier(_, _, let range), .steps(_, _, let range),
            .linear(_, let range),
            .spring(_, let range), .springDuration(_, _, let range):
            return range
        }
    }
}

/// The labelled arguments of the physical `spring(…)`.
struct IRSpringArguments: Sendable {
    var mass: IRExpression?
    var stiffness: IRExpression?
    var damping: IRExpression?
    var velocity: IRExpression?
}

/// One stop of `linear(…)`: the output and its input fractions.
struct IRLinearStop: Sendable {
    var output: IRExpression
    var inputs: [IRExpression]
}

/// The named timing functions of the language, in CSS spelling.
enum NamedTiming: String, CaseIterable, Hashable, Sendable {
    case linear
    case ease
    case easeIn = "ease-in"
    case easeOut = "ease-out"
    case easeInOut = "ease-in-out"
    case `default`
    case stepStart = "step-start"
    case stepEnd = "step-end"
    case hold
}

/// Where `steps(…)` jumps, in CSS spelling (`start` and `end` are the short names).
enum StepJump: String, CaseIterable, Hashable, Sendable {
    case jumpStart = "jump-start"
    case jumpEnd = "jump-end"
    case jumpNone = "jump-none"
    case jumpBoth = "jump-both"
    case start
    case end

    /// The names accepted, for suggestions.
    static var names: [String] { allCases.map(\.rawValue) }
}
