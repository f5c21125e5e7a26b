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
