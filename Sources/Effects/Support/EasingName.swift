import EffectsRegistry

/// The named timing functions that Core Animation and CSS share, as a choice parameter offers them.
enum EasingName {
    /// The names, CSS spelling (Core Animation's default is `ease`, easeInEaseOut is `ease-in-out`).
    static let names = ["linear", "ease", "ease-in", "ease-out", "ease-in-out"]

    /// The timing function called `name`; `nil` (linear, as Core Animation takes it) for `linear` or
    /// a name not in ``names``.
    static func function(named name: String) -> TimingFunction? {
        switch name {
        case "ease": return .ease
        case "ease-in": return .easeIn
        case "ease-out": return .easeOut
        case "ease-in-out": return .easeInOut
        default: return nil
        }
    }
}
