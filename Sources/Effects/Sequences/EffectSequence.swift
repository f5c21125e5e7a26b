import EffectsRegistry

/// A gallery or deck of items played through an effect, step by step: `next`, `next`, `previous`.
///
/// ```swift
/// let sequence = try EffectSequence(effect: SwapCard(), items: 5)
/// let played = try sequence.play(["next", "next", "previous"])
/// let table = try SequenceSampler(played).table(.framesPerSecond(60))  // adds front.item, back.item
/// ```
public struct EffectSequence: Sendable {
    /// The effect each step plays.
    public let effect: any SequencedEffect
    /// The parameters of every step, before the step's own overrides.
    public let parameters: ParameterValues
    /// The items and whether stepping wraps around.
    public let items: ItemRing
    /// The item shown first: the gallery's current item or the deck's top card.
    public let start: Int
    /// The viewport the steps' timelines are built for.
    public let context: EffectContext

    /// A sequence of `items` items starting at `start`; `parameters` defaults to the effect's
    /// defaults.
    ///
    /// Refused when the effect does not play in sequences, `items` is below 1 or `start` is not one
    /// of the items.
    public init(
        effect: any TransitionEffect, parameters: ParameterValues? = nil, items: Int, start: Int = 0,
        wrap: Bool = true, context: EffectContext = EffectContext()
    ) throws(SequenceError) {
        guard let sequenced = effect as? any SequencedEffect else {
            throw .notSequenced(effect: effect.descriptor.name)
        }
        guard items >= 1 else { throw .invalidItems(items) }
        guard (0..<items).contains(start) else { throw .startOutOfRange(start: start, items: items) }
        self.effect = sequenced
        self.parameters = parameters ?? sequenced.descriptor.defaults()
        self.items = ItemRing(count: items, wraps: wrap)
        self.start = start
        self.context = context
    }

    /// A sequence with parameters given as text (`["angle=0.2"]`), the others at their defaults.
    public init(
        effect: any TransitionEffect, assignments: [String], items: Int, start: Int = 0, wrap: Bool = true,
        context: EffectContext = EffectContext()
    ) throws(SequenceError) {
        let parameters: ParameterValues
        do {
            parameters = try effect.descriptor.bind(assignments)
        } catch {
            throw .effect(.parameter(error))
        }
        try self.init(
            effect: effect, parameters: parameters, items: items, start: start, wrap: wrap, context: context)
    }

    /// The step names the effect knows.
    public var stepNames: [String] {
        effect.stepNames
    }

    /// The most steps one sequence plays: every row of its table samples every step's group, so
    /// its cost grows with the square of the steps (20,000 took 37 s); a thousand steps of a
    /// gallery take a second.
    public static let stepLimit = 1000

    /// Plays `steps` in order and lays their timelines end to end.
    ///
    /// Each step's animations are wrapped in a group that begins where the previous steps end and
    /// lasts the step's duration, so they are clipped to their step; a model value that differs from
    /// the last step's is held through its step by a one-value track, so every step shows exactly
    /// what its own timeline shows.
    public func play(_ steps: [String]) throws(SequenceError) -> SequenceTimeline {
        guard !steps.isEmpty else { throw .noSteps }
        guard steps.count <= Self.stepLimit else {
            throw .tooManySteps(count: steps.count, limit: Self.stepLimit)
        }
        var state = SequenceState(current: start)
        var timelines: [Timeline] = []
        var played: [PlayedStep] = []
        var offset = 0.0
        for (index, name) in steps.enumerated() {
            guard stepNames.contains(name) else {
                throw .unknownStep(name: name, position: index + 1, known: stepNames)
            }
            let step = try effect.step(
                name, position: index + 1, from: state, parameters: parameters, items: items)
            let stepParameters = try bound(step.overrides)
            let timeline: Timeline
            do {
                timeline = try effect.timeline(stepParameters, context: context)
            } catch {
                throw .effect(error)
            }
            timelines.append(timeline)
            played.append(
                PlayedStep(
                    name: name, start: offset, duration: timeline.duration,
                    items: timeline.layers.map { step.items[$0.name] ?? -1 }, parameters: stepParameters))
            offset += timeline.duration
            state = step.next
        }
        return SequenceTimeline(
            timeline: try SequenceTimeline.concatenate(timelines, steps: played), steps: played)
    }

    /// The sequence's parameters with `overrides` on top.
    private func bound(_ overrides: [String: ParameterValue]) throws(SequenceError) -> ParameterValues {
        var values: [String: ParameterValue] = [:]
        for name in parameters.names {
            if let value = overrides[name] ?? parameters[name] { values[name] = value }
        }
        do {
            return try effect.descriptor.bind(values)
        } catch {
            throw .effect(.parameter(error))
        }
    }
}
