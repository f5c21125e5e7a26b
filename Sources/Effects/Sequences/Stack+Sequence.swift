import EffectsRegistry

extension Stack: SequencedEffect {
    /// `swipe-left`, `swipe-right` and `undo`.
    public var stepNames: [String] { ["swipe-left", "swipe-right", "undo"] }

    /// Plans a swipe, which moves the deck on by one, or an undo, which moves it back.
    ///
    /// A swipe flies the top card out towards its side; the swiped card is recycled to the bottom
    /// showing the next item of the deck. `undo` brings the last swiped card back from the side it
    /// left, as often as there are swipes to undo.
    ///
    /// During a step, `card[k]` shows the item `k` places after the top card of the step's end state
    /// for `undo`, of its start state for a swipe (layers are slots in the stack, not the seed's four
    /// views); a slot past the last item with wrap off shows −1.
    public func step(
        _ name: String, position: Int, from state: SequenceState, parameters: ParameterValues, items: ItemRing
    ) throws(SequenceError) -> SequenceStep {
        let visible: Int
        do {
            visible = try parameters.integer("visible")
        } catch {
            throw .effect(error)
        }
        switch name {
        case "swipe-left", "swipe-right":
            let direction = name == "swipe-left" ? "left" : "right"
            guard let top = items.item(state.current, offset: 1) else {
                throw .pastEnd(
                    step: name, position: position, item: state.current, items: items.count, last: true)
            }
            return SequenceStep(
                overrides: ["mode": .choice("swipe"), "direction": .choice(direction)],
                items: Stack.slotItems(top: state.current, visible: visible, items: items),
                next: SequenceState(current: top, swipes: state.swipes + [direction]))
        case "undo":
            guard let direction = state.swipes.last, let top = items.item(state.current, offset: -1) else {
                throw .nothingToUndo(position: position)
            }
            return SequenceStep(
                overrides: ["mode": .choice("undo"), "direction": .choice(direction)],
                items: Stack.slotItems(top: top, visible: visible, items: items),
                next: SequenceState(current: top, swipes: state.swipes.dropLast()))
        default:
            throw .unknownStep(name: name, position: position, known: stepNames)
        }
    }

    /// The item of each slot `card[0]` … `card[visible]` when the top card shows `top`.
    private static func slotItems(top: Int, visible: Int, items: ItemRing) -> [String: Int] {
        var result: [String: Int] = [:]
        for slot in 0...max(visible, 0) {
            result["card[\(slot)]"] = items.item(top, offset: slot) ?? -1
        }
        return result
    }
}
