import EffectsRegistry
import EffectsText

/// The JSON an inspection prints: the descriptor, the timeline at the chosen parameters with
/// every option spelled out, the notes, the examples and the warnings.
struct InspectJSON {
    /// The effect inspected.
    var effect: RegisteredEffect
    /// The parameters the timeline was built with.
    var parameters: ParameterValues
    /// Its timeline at those parameters.
    var timeline: Timeline
    /// The viewport the timeline was built for.
    var context: EffectContext
    /// What the timeline's analysis found.
    var findings: [TimelineFinding]

    /// The document.
    func document() -> JSONValue {
        let descriptor = effect.effect.descriptor
        return .object([
            ("name", .string(descriptor.name)),
            ("summary", .string(descriptor.summary)),
            ("origin", .string(effect.origin.description)),
            ("drive", .string(descriptor.drive.rawValue)),
            ("duration", .number(timeline.duration)),
            ("viewport", .numbers([context.viewportWidth, context.viewportHeight])),
            ("parameters", .array(descriptor.parameters.map(parameter))),
            ("layers", .array(timeline.layers.map(layer))),
            ("notes", .array(descriptor.notes.map { .string($0) })),
            ("examples", .array(descriptor.examples.map(ExampleText.json))),
            ("export", ExportFactsWording(timeline, context: context).json),
            ("warnings", .array(findings.map(finding))),
        ])
    }

    private func finding(_ finding: TimelineFinding) -> JSONValue {
        .object([
            ("id", .string(finding.id)),
            ("severity", .string(finding.severity.rawValue)),
            ("track", .string(finding.subject)),
            ("message", .string(finding.message)),
            ("hint", .string(finding.hint)),
        ])
    }

    private func parameter(_ parameter: ParameterDescriptor) -> JSONValue {
        var members: [(String, JSONValue)] = [("name", .string(parameter.name))]
        switch parameter.kind {
        case .number(let range):
            members += [("kind", .string("number"))] + bounds(range)
        case .integer(let range):
            members +=
                [("kind", .string("integer"))]
                + bounds(range.map { Double($0.lowerBound)...Double($0.upperBound) })
        case .vector(let count):
            members += [("kind", .string("vector")), ("count", .number(Double(count)))]
        case .bool:
            members.append(("kind", .string("bool")))
        case .choice(let choices):
            members += [("kind", .string("choice")), ("choices", .array(choices.map { .string($0) }))]
        }
        members += [
            ("default", value(parameter.defaultValue)),
            ("value", parameters[parameter.name].map(value) ?? value(parameter.defaultValue)),
            ("unit", .string(parameter.unit)),
            ("help", .string(parameter.help)),
        ]
        return .object(members)
    }

    private func bounds(_ range: ClosedRange<Double>?) -> [(String, JSONValue)] {
        guard let range else { return [] }
        return [
            ("minimum", range.lowerBound.isFinite ? .number(range.lowerBound) : .null),
            ("maximum", range.upperBound.isFinite ? .number(range.upperBound) : .null),
        ]
    }

    private func value(_ value: ParameterValue) -> JSONValue {
        switch value {
        case .number(let number): return .number(number)
        case .vector(let vector): return .numbers(vector.components)
        case .bool(let flag): return .bool(flag)
        case .choice(let name): return .string(name)
        }
    }

    private func value(_ value: Value) -> JSONValue {
        value.count == 1 ? .number(value.x) : .numbers(value.components)
    }

    private func layer(_ layer: Layer) -> JSONValue {
        .object([
            ("name", .string(layer.name)),
            (
                "set",
                .array(
                    layer.modelValues.map {
                        .object([
                            ("keyPath", .string($0.target.keyPath)),
                            // A transform list is written as CSS writes it.
                            ("value", $0.transform.map { .string($0.cssText) } ?? value($0.value)),
                        ])
                    })
            ),
            ("animations", .array(layer.animations.map(animation))),
        ])
    }

    private func animation(_ animation: Animation) -> JSONValue {
        switch animation {
        case .group(let group):
            return .object(
                [("type", .string("group"))] + timing(group.timing)
                    + [("animations", .array(group.animations.map(self.animation)))])
        case .track(let track):
            return .object(
                [
                    ("type", .string("track")),
                    ("keyPath", .string(track.target.keyPath)),
                    (
                        "values",
                        .array(track.transforms?.map { .string($0.cssText) } ?? track.values.map(value))
                    ),
                    ("keyTimes", .numbers(track.effectiveKeyTimes)),
                    ("timingFunctions", track.timingFunctions.map { .array($0.map(function)) } ?? .null),
                    ("timingFunction", track.timingFunction.map(function) ?? .null),
                    ("calculationMode", .string(track.calculationMode.rawValue)),
                    ("additive", .bool(track.isAdditive)),
                    ("cumulative", .bool(track.isCumulative)),
                ] + spline(track) + timing(track.timing))
        }
    }

    private func spline(_ track: Track) -> [(String, JSONValue)] {
        [("tension", track.tension), ("continuity", track.continuity), ("bias", track.bias)].compactMap {
            entry in
            entry.1.map { (entry.0, .numbers($0)) }
        }
    }

    private func timing(_ timing: MediaTiming) -> [(String, JSONValue)] {
        [
            ("beginTime", .number(timing.beginTime)),
            ("duration", .number(timing.simpleDuration)),
            ("repeatCount", timing.repeatCount.isInfinite ? .string("forever") : .number(timing.repeatCount)),
            ("repeatDuration", .number(timing.repeatDuration)),
            ("autoreverses", .bool(timing.autoreverses)),
            ("fillMode", .string(timing.fillMode.rawValue)),
            ("speed", .number(timing.speed)),
            ("timeOffset", .number(timing.timeOffset)),
        ]
    }

    /// A timing function's CSS text and control points; a spring adds its settling duration, seconds.
    private func function(_ function: TimingFunction) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("css", .string(TimingText.css(function))),
            ("controlPoints", TimingText.controlPoints(function).map(JSONValue.numbers) ?? .null),
        ]
        if case .spring(let spring) = function {
            fields.append(("settlingDuration", .number(spring.settlingDuration)))
        }
        return .object(fields)
    }
}
