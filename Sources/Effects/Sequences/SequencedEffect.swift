import EffectsRegistry

/// An effect that plays in sequences: it knows its step names and what each does to the items its
/// layers show.
///
/// The seeds are galleries and decks, not single transitions: reveal, slide and swap-card step a
/// gallery with `next` and `previous`; stack swipes a deck with `swipe-left`, `swipe-right` and
/// `undo`.
public protocol SequencedEffect: BuiltInEffect {
    /// The names of the steps, in the order help lists them.
    var stepNames: [String] { get }

    /// Plans the step called `name` (one of ``stepNames``), the `position`-th of its sequence
    /// (1-based, for messages), from `state`, with the sequence's `parameters` and `items`.
    func step(
        _ name: String, position: Int, from state: SequenceState, parameters: ParameterValues, items: ItemRing
    ) throws(SequenceError) -> SequenceStep
}
