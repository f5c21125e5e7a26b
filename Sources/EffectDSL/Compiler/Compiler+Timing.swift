import EffectsRegistry

extension Compiler {
    /// The core timing function for `timing`, its arguments evaluated; `nil` after reporting why
    /// there is none.
    mutating func timingFunction(_ timing: IRTiming) -> TimingFunction? {
        switch timing {
        case .named(.linear):
            return .linear
        default:
            // Placeholder until the core's timing functions land on main.
            return .linear
        }
    }
}
