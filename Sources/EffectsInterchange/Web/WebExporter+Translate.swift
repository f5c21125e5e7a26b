import EffectsRegistry

extension WebExporter {
    /// The fxkit properties the element's `translate` carries: position in x and y, with
    /// transform.translation, and zPosition with transform.translation.z in z.
    ///
    /// Position is there, not in `left` and `top`, because Chromium lays those out on a grid of
    /// 1/64 px before any transform applies; a transform places the box in px, as exactly as the
    /// sampler. Position and transform.translation are both translations outside the layer's
    /// rotation and scale, so their sum is one `translate`.
    static let translateCarries: Set<String> = [
        "position", "transform.translation", "zPosition", "transform.translation.z",
    ]

    /// The layer's tracks, those that share `translate` with another property's marked to write
    /// their change from the model value, added to it; and whether `translate` carries the
    /// position (`positionInTranslate`, unless adding would get it wrong).
    ///
    /// Non-additive tracks of one key path alone write the whole `translate` (the other properties
    /// at their model values) and replace, so the later of two wins as in Core Animation. Tracks
    /// of several key paths (position.x and position.y apart, or position and zPosition) would
    /// each overwrite the others' slots; written as changes with `composite: add`, they sum to the
    /// value Core Animation shows, as long as no two of them write one component. Where two of a
    /// position's do, the position goes back to `left` and `top` (on the layout grid), where the
    /// later still wins; two of the others' are refused.
    func sharingTranslate(_ placed: [TrackPlacement], layer: Layer, positionInTranslate: Bool)
        throws(InterchangeError) -> (placed: [TrackPlacement], positionInTranslate: Bool)
    {
        var clash: TranslateClash
        switch Self.markingChanges(placed, positionInTranslate: positionInTranslate) {
        case .success(let marked): return (marked, positionInTranslate)
        case .failure(let found): clash = found
        }
        if positionInTranslate {
            switch Self.markingChanges(placed, positionInTranslate: false) {
            case .success(let marked): return (marked, false)
            case .failure(let found): clash = found
            }
        }
        throw failure(
            layer.name, clash.later,
            "'translate' carries \(clash.earlier) and other properties at once, each as its change "
                + "added to the model value, and two non-additive tracks of one component would "
                + "add where Core Animation lets the later one win; write that component's "
                + "changes as one track, or export with --format lottie")
    }

    /// Two non-additive tracks of one component of `translate`, by key path.
    private struct TranslateClash: Error {
        let earlier: String
        let later: String
    }

    /// The tracks with those that share `translate` marked, or the first two that write one
    /// component of it.
    private static func markingChanges(_ placed: [TrackPlacement], positionInTranslate: Bool) -> Result<
        [TrackPlacement], TranslateClash
    > {
        let writers = placed.indices.filter {
            let name = placed[$0].track.target.property.name
            return !placed[$0].track.isAdditive && translateCarries.contains(name)
                && (name != "position" || positionInTranslate)
        }
        guard Set(writers.map { placed[$0].track.target.keyPath }).count > 1 else { return .success(placed) }
        var written: [String: String] = [:]
        var marked = placed
        for index in writers {
            let target = placed[index].track.target
            let components = target.component.map { [$0] } ?? Array(0..<target.valueCount)
            for component in components {
                let key = "\(target.property.name)[\(component)]"
                if let earlier = written[key] {
                    return .failure(TranslateClash(earlier: earlier, later: target.keyPath))
                }
                written[key] = target.keyPath
            }
            marked[index].writesChange = true
        }
        return .success(marked)
    }

    /// The columns in order, those of `translate`'s slots made readings: each animated
    /// property's value is the slot less the others' model values, and where two are animated in
    /// one slot the browser has only their sum, one reading with the other named
    /// ``WebColumn/alongside``; a property only set beside an animated one reads as its model
    /// value (factor 0).
    static func translateReadings(
        _ columns: [(column: WebColumn, property: String)], model: LayerModel, animated: Set<String>
    ) -> [WebColumn] {
        var readings: [WebColumn] = []
        var reading: [Int: Int] = [:]
        for (column, property) in columns {
            guard column.property == WebProperty.translate.name else {
                readings.append(column)
                continue
            }
            let slot = column.slot
            let moving = columns.filter {
                $0.column.property == column.property && $0.column.slot == slot
                    && animated.contains($0.property)
            }
            guard animated.contains(property) else {
                var constant = column
                if moving.isEmpty {
                    constant.offset = model.translatePart(of: property, slot: slot) - model.translate[slot]
                } else {
                    constant = WebColumn(
                        name: column.name, property: column.property, slot: slot, factor: 0,
                        offset: model.translatePart(of: property, slot: slot))
                }
                readings.append(constant)
                continue
            }
            if let index = reading[slot] {
                readings[index].alongside.append(column.name)
                continue
            }
            var sum = column
            sum.offset =
                moving.reduce(0) { $0 + model.translatePart(of: $1.property, slot: slot) }
                - model.translate[slot]
            reading[slot] = readings.count
            readings.append(sum)
        }
        return readings
    }
}

extension LayerModel {
    /// The element's `translate` at the model values: position plus transform.translation in x and
    /// y, zPosition plus transform.translation.z in z (with the anchorPointZ that
    /// `transform-origin` moves out, taken back).
    var translate: [Double] {
        let position = positionInTranslate ? value("position") : Value(0, 0)
        let translation = value("transform.translation")
        return [
            position.x + translation.x, position.y + translation.y,
            value("zPosition").x + value("transform.translation.z").x + translateZOffset,
        ]
    }

    /// The model value of the part of `translate`'s `slot` that the property named `name` writes.
    func translatePart(of name: String, slot: Int) -> Double {
        let own = value(name)
        guard slot < 2 else { return own.x }
        return slot == 0 ? own.x : own.y
    }
}
