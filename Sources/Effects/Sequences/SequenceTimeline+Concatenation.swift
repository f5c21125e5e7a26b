import EffectsRegistry
import EffectsText

extension SequenceTimeline {
    /// One timeline of `timelines` laid end to end at the starts of `steps`.
    ///
    /// Every timeline must have the same layers in the same order (the steps of one effect with the
    /// same layer-shaping parameters do).
    static func concatenate(_ timelines: [Timeline], steps: [PlayedStep]) throws(SequenceError) -> Timeline {
        guard let last = timelines.last else { throw .noSteps }
        let names = last.layers.map(\.name)
        var layers: [Layer] = []
        for (index, finalLayer) in last.layers.enumerated() {
            var animations: [Animation] = []
            for (timeline, step) in zip(timelines, steps) {
                guard timeline.layers.map(\.name) == names, timeline.layers.indices.contains(index) else {
                    throw .effect(
                        .failed(
                            "step '\(step.name)' at \(NumberText.seconds(step.start)) animates other layers than the last step"
                        )
                    )
                }
                guard step.duration > 0 else {
                    throw .effect(
                        .failed("step '\(step.name)' at \(NumberText.seconds(step.start)) has no duration"))
                }
                // The group lasts `end − start` as rounded, not the step's duration: local time is
                // `parent − start`, so this makes the group inactive exactly at the next step's start
                // (and at the sequence's end) instead of one rounding error later.
                let span = step.end - step.start
                guard span > 0 else {
                    throw .effect(
                        .failed(
                            "step '\(step.name)' at \(NumberText.seconds(step.start)) is too short to add to its start"
                        ))
                }
                let layer = timeline.layers[index]
                do {
                    let holds = try heldModelValues(of: layer, against: finalLayer, duration: step.duration)
                    let timing = MediaTiming(beginTime: step.start, duration: span)
                    animations.append(
                        .group(try AnimationGroup(timing: timing, animations: holds + layer.animations)))
                } catch {
                    throw .effect(EffectError(error))
                }
            }
            layers.append(
                Layer(name: finalLayer.name, modelValues: finalLayer.modelValues, animations: animations))
        }
        do {
            return try Timeline(duration: steps.last?.end ?? 0, layers: layers)
        } catch {
            throw .effect(EffectError(error))
        }
    }

    /// One-value tracks holding the model values of `layer` that the final layer does not have,
    /// so that they show through their step wherever no animation of the step covers them.
    private static func heldModelValues(of layer: Layer, against finalLayer: Layer, duration: Double)
        throws(TimelineError) -> [Animation]
    {
        var holds: [Animation] = []
        for model in layer.modelValues where !finalLayer.modelValues.contains(model) {
            holds.append(
                .track(
                    try Track(
                        target: model.target, values: [model.value], timing: MediaTiming(duration: duration)))
            )
        }
        return holds
    }
}
