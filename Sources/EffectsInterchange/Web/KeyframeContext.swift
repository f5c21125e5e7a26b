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
    /// of a shared property at 0 (added to what is beneath) or at the model value.
    ///
    /// A non-additive track's slot of `translate` holds the model `translate` with the track's
    /// part of it replaced by the value; one written as its change holds the value less its model
    /// value.
    func declarations(_ value: Value) -> [WebDeclaration] {
        let name = track.target.property.name
        var filled: [(WebProperty, [Double])] = []
        for (index, (property, slot)) in slots.enumerated() {
            var number = value[index]
            if property == .translate && !track.isAdditive {
                number -= model.translatePart(of: name, slot: slot)
                if !placed.writesChange { number += model.translate[slot] }
            }
            if let at = filled.firstIndex(where: { $0.0 == property }) {
                filled[at].1[slot] = number
                continue
            }
            var numbers = [Double](repeating: 0, count: property.slotCount)
            if property == .translate && !placed.composites { numbers = model.translate }
            numbers[slot] = number
            filled.append((property, numbers))
        }
        var written = filled.map { WebDeclaration($0.0.name, $0.0.text($0.1)) }
        // zPosition also orders the layers: their `z-index` follows it (as a change, where the
        // track's `translate` is one: integers add).
        if name == "zPosition", let z = value.components.first {
            let steps = WebProperty.zIndexSteps(z)
            let base = placed.writesChange ? WebProperty.zIndexSteps(model.value("zPosition").x) : 0
            written.append(WebDeclaration("z-index", String(steps - base)))
        }
        return written
    }
}
