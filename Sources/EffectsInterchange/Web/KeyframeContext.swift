import EffectsRegistry

/// The work of writing one track's keyframes: its slots, its tolerance and what was approximated.
struct KeyframeContext {
    let exporter: WebExporter
    let placed: TrackPlacement
    let model: LayerModel
    let slots: [(WebProperty, Int)]
    let tolerance: Double
    var approximations: [Approximation] = []
    /// The model `translate` and the track's own part of each of its slots, where the track
    /// writes `translate` (else empty): read once, not at every keyframe.
    private let translateModel: [Double]
    private let translateOwn: [Double]

    init(
        exporter: WebExporter, placed: TrackPlacement, model: LayerModel, slots: [(WebProperty, Int)],
        tolerance: Double
    ) {
        self.exporter = exporter
        self.placed = placed
        self.model = model
        self.slots = slots
        self.tolerance = tolerance
        let name = placed.track.target.property.name
        let writesTranslate = slots.contains { $0.0 == .translate }
        translateModel = writesTranslate ? model.translate : []
        translateOwn = writesTranslate ? (0..<3).map { model.translatePart(of: name, slot: $0) } : []
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
    /// value. A `translate` added to what is beneath leaves out its trailing zero slots
    /// (`translate: 12px` is `12px 0px 0px`).
    func declarations(_ value: Value) -> [WebDeclaration] {
        let name = track.target.property.name
        var filled: [(WebProperty, [Double])] = []
        for (index, (property, slot)) in slots.enumerated() {
            var number = value[index]
            if property == .translate && !track.isAdditive, translateOwn.indices.contains(slot) {
                number -= translateOwn[slot]
                if !placed.writesChange { number += translateModel[slot] }
            }
            if let at = filled.firstIndex(where: { $0.0 == property }) {
                filled[at].1[slot] = number
                continue
            }
            var numbers = [Double](repeating: 0, count: property.slotCount)
            if property == .translate && !placed.composites { numbers = translateModel }
            if numbers.indices.contains(slot) { numbers[slot] = number }
            filled.append((property, numbers))
        }
        var written = filled.map { property, numbers in
            guard property == .translate && placed.composites else {
                return WebDeclaration(property.name, property.text(numbers))
            }
            var kept = numbers[...]
            while kept.count > 1, kept.last == 0 { kept = kept.dropLast() }
            return WebDeclaration(property.name, property.text(Array(kept)))
        }
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
