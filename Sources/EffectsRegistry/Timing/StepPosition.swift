/// Where the jumps of a `steps()` function fall (CSS Easing Level 2).
public enum StepPosition: String, CaseIterable, Sendable {
    /// The first rise is at input 0.
    case jumpStart = "jump-start"
    /// The last rise is at input 1 (the default).
    case jumpEnd = "jump-end"
    /// All rises are strictly inside 0...1; needs at least two steps.
    case jumpNone = "jump-none"
    /// Rises at both input 0 and input 1.
    case jumpBoth = "jump-both"

    /// The position for its CSS keyword, also the legacy `start` and `end`.
    public init?(name: String) {
        switch name {
        case "start": self = .jumpStart
        case "end": self = .jumpEnd
        default: self.init(rawValue: name)
        }
    }

    /// Every keyword `init(name:)` accepts, for suggestions.
    public static let names = allCases.map(\.rawValue) + ["start", "end"]
}
