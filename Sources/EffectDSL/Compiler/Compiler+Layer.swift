import EffectsRegistry

extension Compiler {
    /// The layer with its animations validated.
    ///
    /// A track without `from` starts at the layer's final model value. Animations that fail
    /// validation are reported and left out.
    mutating func finish(_ draft: LayerDraft) -> Layer {
        var animations: [Animation] = []
        for animation in draft.animations {
            if let made = finish(animation, in: draft, groups: []) { animations.append(made) }
        }
        return Layer(name: draft.name, modelValues: draft.modelValues, animations: animations)
    }

    /// `groups` are the timings of the enclosing groups, outermost first.
    private mutating func finish(_ draft: AnimationDraft, in layer: LayerDraft, groups: [MediaTiming])
        -> Animation?
    {
        switch draft {
        case .ready(let animation):
            return animation
        case .track(let track):
            return finishTrack(track, in: layer, groups: groups)
        case .group(let group):
            var children: [Animation] = []
            for child in group.children {
                if let made = finish(child, in: layer, groups: groups + [group.timing]) {
                    children.append(made)
                }
            }
            do {
                return .group(try AnimationGroup(timing: group.timing, animations: children))
            } catch {
                report(.timelineInvalid(error.description), at: group.range)
                return nil
            }
        }
    }

    private mutating func finishTrack(_ draft: TrackDraft, in layer: LayerDraft, groups: [MediaTiming])
        -> Animation?
    {
        let model = Compiler.modelValue(of: draft.target, in: layer.modelValues)
        let values = draft.values.map { $0 ?? model }
        do {
            let track = try Track(
                target: draft.target, values: values, keyTimes: draft.keyTimes,
                timingFunctions: draft.timingFunctions, timingFunction: draft.timingFunction,
                calculationMode: draft.mode, tension: draft.tension, continuity: draft.continuity,
                bias: draft.bias,
                isAdditive: draft.isAdditive, isCumulative: draft.isCumulative, timing: draft.timing)
            // A cut track snaps back too; the cut warning says where, so one warning is enough.
            if collectsWarnings && !warnIfCut(track, draft, groups: groups) {
                warnIfSnapsBack(track, draft, layer: layer, groups: groups)
            }
            return .track(track)
        } catch {
            report(.timelineInvalid(error.description), at: draft.range)
            return nil
        }
    }

    /// What the layer shows for `target` without animations: the property's default with every
    /// `set` applied in order.
    static func modelValue(of target: PropertyTarget, in modelValues: [ModelValue]) -> Value {
        var whole = target.property.defaultValue
        for model in modelValues where model.target.property == target.property {
            if let component = model.target.component {
                whole = whole.setting(component, to: model.value.x)
            } else {
                whole = model.value
            }
        }
        if let component = target.component { return Value(whole[component]) }
        return whole
    }

    /// Whether a `set` writes `target` (the whole property, or this component).
    static func isSet(_ target: PropertyTarget, in modelValues: [ModelValue]) -> Bool {
        modelValues.contains { model in
            model.target.property == target.property
                && (model.target.component == nil || target.component == nil
                    || model.target.component == target.component)
        }
    }
}

extension Value {
    /// The value with component `index` replaced.
    func setting(_ index: Int, to component: Double) -> Value {
        var copy = self
        switch index {
        case 0: copy.x = component
        case 1: copy.y = component
        case 2: copy.z = component
        default: copy.w = component
        }
        return copy
    }
}
