import EffectsRegistry

/// What one step of a sequence plays: the parameters it changes, the items the layers show while it
/// runs, and the state it leaves.
public struct SequenceStep: Hashable, Sendable {
    /// The parameters this step sets, over the sequence's own (`from=right` for a previous reveal).
    public var overrides: [String: ParameterValue]
    /// The item each layer shows during the step, by layer name; −1 for a slot with no item (a deck
    /// that ran out with wrap off).
    public var items: [String: Int]
    /// The state after the step.
    public var next: SequenceState

    /// A step.
    public init(overrides: [String: ParameterValue], items: [String: Int], next: SequenceState) {
        self.overrides = overrides
        self.items = items
        self.next = next
    }
}
