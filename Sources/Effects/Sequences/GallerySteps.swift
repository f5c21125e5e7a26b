import EffectsRegistry

/// The steps of a gallery (reveal, slide, swap-card): `next` plays the effect as configured and
/// shows the following item, `previous` plays its mirror and shows the preceding one.
enum GallerySteps {
    /// The step names.
    static let names = ["next", "previous"]

    /// Plans `name`: the current item on the layer `current`, the item stepped to on `incoming`,
    /// and for `previous` the parameters in `mirror`.
    static func step(
        _ name: String, position: Int, from state: SequenceState, items: ItemRing,
        layers: (current: String, incoming: String), mirror: [String: ParameterValue]
    ) throws(SequenceError) -> SequenceStep {
        guard names.contains(name) else { throw .unknownStep(name: name, position: position, known: names) }
        let forward = name == "next"
        guard let target = items.item(state.current, offset: forward ? 1 : -1) else {
            throw .pastEnd(
                step: name, position: position, item: state.current, items: items.count, last: forward)
        }
        return SequenceStep(
            overrides: forward ? [:] : mirror,
            items: [layers.current: state.current, layers.incoming: target],
            next: SequenceState(current: target, swipes: state.swipes))
    }
}
