import EffectsRegistry

extension Slide: SequencedEffect {
    /// `next` and `previous`.
    public var stepNames: [String] { GallerySteps.names }

    /// Plans a page change: `next` in the configured direction, `previous` the other way.
    ///
    /// `next` shows the following item on `incoming`, `previous` the preceding one.
    public func step(
        _ name: String, position: Int, from state: SequenceState, parameters: ParameterValues, items: ItemRing
    ) throws(SequenceError) -> SequenceStep {
        let direction: String
        do {
            direction = try parameters.choice("direction")
        } catch {
            throw .effect(error)
        }
        return try GallerySteps.step(
            name, position: position, from: state, items: items, layers: ("outgoing", "incoming"),
            mirror: ["direction": .choice(direction == "forward" ? "backward" : "forward")])
    }
}
