import EffectsRegistry

extension Reveal: SequencedEffect {
    /// `next` and `previous`.
    public var stepNames: [String] { GallerySteps.names }

    /// Plans a reveal: `next` from the configured side, `previous` from the opposite one.
    ///
    /// `next` shows the following item on `incoming`, `previous` the preceding one, as seed 000's
    /// swipes right and left.
    public func step(
        _ name: String, position: Int, from state: SequenceState, parameters: ParameterValues, items: ItemRing
    ) throws(SequenceError) -> SequenceStep {
        let side: String
        do {
            side = try parameters.choice("from")
        } catch {
            throw .effect(error)
        }
        return try GallerySteps.step(
            name, position: position, from: state, items: items, layers: ("outgoing", "incoming"),
            mirror: ["from": .choice(Reveal.opposite(of: side))])
    }
}
