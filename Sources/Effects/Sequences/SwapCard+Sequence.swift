import EffectsRegistry

extension SwapCard: SequencedEffect {
    /// `next` and `previous`.
    public var stepNames: [String] { GallerySteps.names }

    /// Plans a swap: `next` with the configured tilt, `previous` with the tilt mirrored.
    ///
    /// `next` brings the following item forward on `back`, `previous` the preceding one. The front
    /// layer shows the current item, as the seed's `currentImageView` does after its
    /// `animationDidStop` resets the views.
    public func step(
        _ name: String, position: Int, from state: SequenceState, parameters: ParameterValues, items: ItemRing
    ) throws(SequenceError) -> SequenceStep {
        let forward: Bool
        do {
            forward = try parameters.bool("forward")
        } catch {
            throw .effect(error)
        }
        return try GallerySteps.step(
            name, position: position, from: state, items: items, layers: ("front", "back"),
            mirror: ["forward": .bool(!forward)])
    }
}
