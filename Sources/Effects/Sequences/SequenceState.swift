/// Where a gallery or deck stands between two steps of a sequence.
public struct SequenceState: Hashable, Sendable {
    /// The item shown in front: the gallery's current item, or the deck's top card.
    public var current: Int
    /// The directions of the swipes that can still be undone, the latest last (decks only).
    public var swipes: [String]

    /// A state showing `current`, with nothing to undo.
    public init(current: Int, swipes: [String] = []) {
        self.current = current
        self.swipes = swipes
    }
}
