import EffectsRegistry

extension Compiler {
    /// Starts the layers from the base effect's timeline.
    ///
    /// The base is built with this effect's values of the base's parameters. A `timing` of this effect replaces the base's default timing (for a
    /// built-in: the timing of its tracks that have none); a `duration` plays the base's
    /// animations faster or slower to fit it.
    mutating func addBaseLayers(_ base: any TransitionEffect, _ parameters: ParameterValues) {
        var given: [String: ParameterValue] = [:]
        for descriptor in base.descriptor.parameters {
            if let value = parameters[descriptor.name] { given[descriptor.name] = value }
        }
        let retiming = Overrides(duration: nil, timing: program.timing == nil ? nil : effectTiming)
        let values: ParameterValues
        do {
            values = try base.descriptor.bind(given)
        } catch {
            report(.baseFailed(base.descriptor.name, error.description), at: program.name.range)
            return
        }
        var timeline: Timeline
        do {
            if let scripted = base as? ScriptedEffect {
                timeline = try scripted.timeline(values, context: evaluator.context, overrides: retiming)
            } else {
                timeline = Compiler.applying(
                    retiming, to: try base.timeline(values, context: evaluator.context))
            }
        } catch {
            report(.baseFailed(base.descriptor.name, error.description), at: program.name.range)
            return
        }
        if program.perspective == nil { sublayerTransform = timeline.sublayerTransform }
        if program.duration == nil {
            effectDuration = timeline.duration
            hasEffectDuration = true
        } else {
            timeline = Compiler.applying(Overrides(duration: effectDuration, timing: nil), to: timeline)
        }
        for layer in timeline.layers {
            layerIndex[layer.name] = layers.count
            layers.append(
                LayerDraft(
                    name: layer.name, range: nil, modelValues: layer.modelValues,
                    animations: layer.animations.map { .ready($0) }))
        }
    }

    /// A built-in's timeline with a new duration (its animations run faster or slower inside a
    /// group that holds its last frame) and a default timing for the tracks that have none.
    static func applying(_ overrides: Overrides, to timeline: Timeline) -> Timeline {
        var layers = timeline.layers
        if let timing = overrides.timing {
            layers = layers.map { layer in
                Layer(
                    name: layer.name, modelValues: layer.modelValues,
                    animations: layer.animations.map { retimed($0, timing) })
            }
        }
        if let duration = overrides.duration, duration != timeline.duration, timeline.duration > 0,
            duration > 0
        {
            layers = layers.map { layer in
                let scaled = MediaTiming(
                    duration: timeline.duration, fillMode: .both, speed: timeline.duration / duration)
                guard let group = try? AnimationGroup(timing: scaled, animations: layer.animations) else {
                    return layer
                }
                return Layer(name: layer.name, modelValues: layer.modelValues, animations: [.group(group)])
            }
        }
        let duration = overrides.duration ?? timeline.duration
        return (try? timeline.replacing(duration: duration, layers: layers)) ?? timeline
    }

    private static func retimed(_ animation: Animation, _ timing: TimingFunction) -> Animation {
        switch animation {
        case .group(let group):
            let children = group.animations.map { retimed($0, timing) }
            return (try? AnimationGroup(timing: group.timing, animations: children)).map { .group($0) }
                ?? animation
        case .track(let track):
            guard track.timingFunction == nil else { return animation }
            let made = try? track.replacing(timingFunction: .some(timing))
            return made.map { .track($0) } ?? animation
        }
    }
}
