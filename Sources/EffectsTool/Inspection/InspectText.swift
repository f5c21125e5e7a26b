import EffectsRegistry
import EffectsText

/// The text an inspection prints: a header, the parameters, each layer's model values and animations
/// with their keyframes, the notes, the examples, which tracks export exactly, and the warnings.
struct InspectText {
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
    /// The command that exports, named in the EXPORT heading (`fxctl export`), if there is one.
    var exportCommand: String?

    /// The whole text, ending with a newline.
    func render() -> String {
        let descriptor = effect.effect.descriptor
        var lines = ["\(descriptor.name): \(descriptor.summary)", ""]
        lines += TextColumns.lines([
            ["  origin", effect.origin.description],
            ["  drive", descriptor.drive == .progress ? "progress (sample it with --progress)" : "time"],
            ["  duration", NumberText.seconds(timeline.duration)],
            ["  layers", timeline.layers.map(\.name).joined(separator: ", ")],
        ])
        if !descriptor.parameters.isEmpty {
            lines += ["", "PARAMETERS:"]
            lines += TextColumns.lines(
                [["  NAME", "DEFAULT", "ALLOWED", "UNIT", "HELP"]]
                    + descriptor.parameters.map { parameter in
                        [
                            "  " + parameter.name, parameter.defaultValue.description,
                            EffectFacts.allowed(parameter.kind), parameter.unit ?? "", parameter.help,
                        ]
                    })
        }
        let built = EffectFacts.changedParameters(parameters, of: descriptor) ?? "default parameters"
        lines += ["", "TIMELINE (\(built), viewport \(EffectFacts.viewport(context))):"]
        for layer in timeline.layers {
            lines.append("  layer \(layer.name)")
            for model in layer.modelValues {
                let value = model.transform?.cssText ?? EffectFacts.value(model.value)
                lines.append("    set \(model.target.keyPath) = \(value)")
            }
            for animation in layer.animations { lines += self.lines(animation, indent: 4) }
        }
        if !descriptor.notes.isEmpty {
            lines += ["", "NOTES:"] + descriptor.notes.map { "  - " + $0 }
        }
        if !descriptor.examples.isEmpty {
            lines += ["", "EXAMPLES:"] + descriptor.examples.flatMap(ExampleText.lines)
        }
        lines +=
            ["", "EXPORT" + (exportCommand.map { " (\($0))" } ?? "") + ":"]
            + TextColumns.lines(ExportFactsWording(timeline, context: context).allRows)
        if !findings.isEmpty {
            lines += ["", "WARNINGS:"]
            for finding in findings { lines += ["  - " + finding.message, "    hint: " + finding.hint] }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The lines of one animation, indented by `indent` spaces.
    private func lines(_ animation: Animation, indent: Int) -> [String] {
        let pad = String(repeating: " ", count: indent)
        switch animation {
        case .group(let group):
            var lines = [pad + "group, " + EffectFacts.timing(group.timing).joined(separator: ", ")]
            for child in group.animations { lines += self.lines(child, indent: indent + 2) }
            return lines
        case .track(let track):
            var lines = [
                pad + "animate \(track.target.keyPath), " + EffectFacts.options(track).joined(separator: ", ")
            ]
            let keyTimes = track.effectiveKeyTimes
            var rows: [[String]] = []
            // A transform track's keyframes are lists, shown as CSS writes them.
            let values = track.transforms?.map(\.cssText) ?? track.values.map(EffectFacts.value)
            for (index, value) in values.enumerated() {
                var row = [
                    pad + "  "
                        + (keyTimes.indices.contains(index) ? EffectFacts.percent(keyTimes[index]) : "?"),
                    value,
                ]
                if let function = EffectFacts.segmentTiming(track, index) {
                    row.append(TimingText.described(function))
                }
                rows.append(row)
            }
            lines += TextColumns.lines(rows)
            if keyTimes.count > values.count, let last = keyTimes.last {
                lines.append(pad + "  (the last value holds until \(EffectFacts.percent(last)))")
            }
            return lines
        }
    }
}
