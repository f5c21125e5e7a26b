import EffectsRegistry

/// The work of writing one track's keyframes: its slots, its tolerance and what was approximated.
struct KeyframeContext {
    let exporter: WebExporter
    let placed: TrackPlacement
    let model: LayerModel
    let slots: [(WebProperty, Int)]
    let tolerance: Double
    var approximations: [Approximation] = []

    init(
        exporter: WebExporter, placed: TrackPlacement, model: LayerModel, slots: [(WebProperty, Int)],
        tolerance: Double
    ) {
        self.exporter = exporter
        self.placed = placed
        self.model = model
        self.slots = slots
        self.tolerance = tolerance
    }

    var track: Track { placed.track }

    /// The key times the track's keyframes sit at: given, paced by distance, or evenly spaced.
    var keyTimes: [Double] {
        let count = track.values.count
        if track.calculationMode == .paced {
            var lengths = [0.0]
            for index in 1..<max(count, 1) {
                lengths.append(lengths[index - 1] + track.values[index - 1].distance(to: track.values[index]))
            }
            if let total = lengths.last, total > 0 { return lengths.map { $0 / total } }
        }
        if let given = track.keyTimes { return given }
        if track.calculationMode == .discrete {
            return (0...count).map { Double($0) / Double(count) }
        }
        return count < 2 ? [0] : (0..<count).map { Double($0) / Double(count - 1) }
    }

    /// The steepest change of the keyframes per unit of eased progress: what an error of the whole
    /// track's easing becomes in the property's unit.
    var slope: Double {
        let times = keyTimes
        var steepest = 0.0
        for index in 0..<max(0, min(times.count, track.values.count) - 1) {
            let span = times[index + 1] - times[index]
            let change =
                track.values[index].components.indices.map {
                    abs(track.values[index + 1][$0] - track.values[index][$0])
                }.max() ?? 0
            steepest = max(steepest, span > 0 ? change / span : change * 1e9)
        }
        return steepest
    }

    /// The CSS declarations of a keyframe value: its components in their slots, the other slots
    /// of a shared property at 0 (additive) or at the model value.
    func declarations(_ value: Value) -> [WebDeclaration] {
        var filled: [(WebProperty, [Double])] = []
        for (index, (property, slot)) in slots.enumerated() {
            if let at = filled.firstIndex(where: { $0.0 == property }) {
                filled[at].1[slot] = value[index]
                continue
            }
            var numbers = [Double](repeating: 0, count: property.slotCount)
            if !track.isAdditive && property == .translate {
                let translation = model.value("transform.translation")
                numbers = [
                    translation.x, translation.y,
                    model.value("zPosition").x + model.value("transform.translation.z").x,
                ]
            }
            numbers[slot] = value[index]
            // A non-additive z is absolute: it takes the anchorPointZ that transform-origin moved out back.
            if !track.isAdditive && property == .translate { numbers[2] += model.translateZOffset }
            filled.append((property, numbers))
        }
        var written = filled.map { WebDeclaration($0.0.name, $0.0.text($0.1)) }
        // zPosition also orders the layers: their `z-index` follows it.
        if track.target.property.name == "zPosition", let z = value.components.first {
            written.append(WebDeclaration("z-index", WebProperty.zIndex(z)))
        }
        return written
    }
}
