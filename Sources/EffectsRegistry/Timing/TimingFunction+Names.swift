extension TimingFunction {
    /// The function for a name in CSS spelling (`linear`, `ease`, `default`, `ease-in`, `ease-out`,
    /// `ease-in-out`, `step-start`, `step-end`, `hold`) or Core Animation's (`easeIn`, `easeOut`,
    /// `easeInEaseOut`); `nil` for any other name (see `names` for suggestions).
    public static func named(_ name: String) -> TimingFunction? {
        switch name {
        case "linear": return .linear
        case "ease", "default": return .ease
        case "ease-in", "easeIn": return .easeIn
        case "ease-out", "easeOut": return .easeOut
        case "ease-in-out", "easeInEaseOut": return .easeInOut
        case "step-start": return .steps(Steps(unchecked: 1, .jumpStart))
        case "step-end": return .steps(Steps(unchecked: 1, .jumpEnd))
        case "hold": return .hold
        default: return nil
        }
    }

    /// Every name `named(_:)` accepts, CSS spellings first, for "did you mean".
    public static let names = [
        "linear", "ease", "default", "ease-in", "ease-out", "ease-in-out", "step-start", "step-end", "hold",
        "easeIn", "easeOut", "easeInEaseOut",
    ]
}
