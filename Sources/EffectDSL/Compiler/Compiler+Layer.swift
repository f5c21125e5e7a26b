import EffectsRegistry

extension Compiler {
    /// The layer with its animations validated.
    ///
    /// A track without `from` starts at the layer's final model value. Animations that fail
    /// validation are reported and left out.
    ///
    /// `index` is the layer's place in the timeline: with each animation's place in the tree it is
    /// the address of the tracks, which the timeline's findings name.
    mutating func finish(_ draft: LayerDraft, index: Int) -> Layer {
        var animations: [Animation] = []
        for animation in draft.animations {
            let address = TrackAddress(layer: index, path: [animations.count])
            if let made = finish(animation, in: draft, at: address) { animations.append(made) }
        }
        let layer = Layer(name: draft.name, modelValues: draft.modelValues, animations: animations)
        guard let origin = draft.origin else { return layer }
        if let (property, range) = Compiler.replacedStatement(in: draft, by: origin.value) {
            report(.originInvalid(Compiler.replacedByOrigin(property, layer: draft.name)), at: range)
            return layer
        }
        do {
            return try layer.withTransformOrigin(origin.value)
        } catch {
            report(.originInvalid(error.description), at: origin.range)
            return layer
        }
    }

    /// The properties `set origin` sets: `anchorPoint`, and `anchorPointZ` for an origin with a z.
    ///
    /// A `set` or an animation of them on the same layer would be silently lost, so it is refused.
    static func replaced(by origin: Value) -> [String] {
        ["anchorPoint"] + (origin.count == 3 ? ["anchorPointZ"] : [])
    }

    /// The first `set` (in the order written), else the first `animate`, of a property the origin
    /// replaces in `draft`, with the property's name.
    static func replacedStatement(in draft: LayerDraft, by origin: Value) -> (String, Range<SourcePosition>)?
    {
        let names = replaced(by: origin)
        if let set = draft.anchorSets.filter({ names.contains($0.property) }).min(by: {
            $0.range.lowerBound < $1.range.lowerBound
        }) {
            return (set.property, set.range)
        }
        func track(in animation: AnimationDraft) -> (String, Range<SourcePosition>)? {
            switch animation {
            case .ready: return nil
            case .track(let track):
                let name = track.target.property.name
                return names.contains(name) ? (name, track.range) : nil
            case .group(let group): return group.children.lazy.compactMap(track(in:)).first
            }
        }
        return draft.animations.lazy.compactMap(track(in:)).first
    }

    /// The reason of `origin-invalid` for `property` set or animated beside `set origin`.
    static func replacedByOrigin(_ property: String, layer: String) -> String {
        "layer '\(layer)' sets 'origin', which replaces its '\(property)'; "
            + "set or animate '\(property)' without 'origin', or set only the origin"
    }

    /// `address` is where the animation lands if it validates.
    private mutating func finish(_ draft: AnimationDraft, in layer: LayerDraft, at address: TrackAddress)
        -> Animation?
    {
        switch draft {
        case .ready(let animation):
            return animation
        case .track(let track):
            let made = finishTrack(track, in: layer)
            if made != nil { trackRanges[address] = track.range }
            return made
        case .group(let group):
            var children: [Animation] = []
            for child in group.children {
                let inner = TrackAddress(layer: address.layer, path: address.path + [children.count])
                if let made = finish(child, in: layer, at: inner) { children.append(made) }
            }
            do {
                return .group(try AnimationGroup(timing: group.timing, animations: children))
            } catch {
                report(.timelineInvalid(error.description), at: group.range)
                return nil
            }
        }
    }

    private mutating func finishTrack(_ draft: TrackDraft, in layer: LayerDraft) -> Animation? {
        if let transforms = draft.transforms {
            let model = Compiler.modelTransform(in: layer.modelValues)
            do {
                let track = try Track(
                    transform: transforms.map { $0 ?? model }, keyTimes: draft.keyTimes,
                    timingFunctions: draft.timingFunctions, timingFunction: draft.timingFunction,
                    calculationMode: draft.mode, isAdditive: draft.isAdditive,
                    isCumulative: draft.isCumulative,
                    timing: draft.timing)
                return .track(track)
            } catch {
                report(.timelineInvalid(error.description), at: draft.range)
                return nil
            }
        }
        let model = Compiler.modelValue(of: draft.target, in: layer.modelValues)
        let values = draft.values.map { $0 ?? model }
        do {
            let track = try Track(
                target: draft.target, values: values, keyTimes: draft.keyTimes,
                timingFunctions: draft.timingFunctions, timingFunction: draft.timingFunction,
                calculationMode: draft.mode, tension: draft.tension, continuity: draft.continuity,
                bias: draft.bias,
                isAdditive: draft.isAdditive, isCumulative: draft.isCumulative, timing: draft.timing)
            return .track(track)
        } catch {
            report(.timelineInvalid(error.description), at: draft.range)
            return nil
        }
    }

    /// The layer's `transform` without animations: the last `set transform`, else `none`.
    static func modelTransform(in modelValues: [ModelValue]) -> TransformList {
        modelValues.last { $0.transform != nil }?.transform ?? .none
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
