import EffectsRegistry

/// An effect written out as `.fx` source that `fxctl check` accepts and that samples to the same
/// table: what `inspect --format fx` prints, for any effect, built-ins included.
///
/// The source is generated from the effect's timeline at the chosen parameters (every value is a
/// number, every track spells out its duration), plus the effect's `param` declarations so that a
/// user can replace numbers by parameters when editing. The effect is named `NAME-copy`, so that the
/// file can sit in `effects/` next to the built-in without clashing with it.
struct FXSource {
    /// The effect written out.
    var effect: ResolvedEffect
    /// The parameters the timeline was built with.
    var parameters: ParameterValues
    /// Its timeline at those parameters.
    var timeline: Timeline
    /// The viewport the timeline was built for.
    var context: EffectContext

    /// The suffix added to the effect's name.
    static let nameSuffix = "-copy"

    /// The whole file, ending with a newline.
    func render() -> String {
        let descriptor = effect.effect.descriptor
        let viewport = EffectFacts.viewport(context)
        let built = EffectFacts.changedParameters(parameters, of: descriptor) ?? "the default parameters"
        var lines = [
            "// '\(descriptor.name)' (\(effect.origin)) as .fx source, written by 'fxctl inspect --format fx' from",
            "// its timeline at \(built) and a \(viewport) viewport. Every value below is that",
            "// timeline's number; the parameters are declared so that you can use them in place of the numbers.",
            "",
            "effect \(descriptor.name)\(FXSource.nameSuffix) {",
            "    summary \(FXSource.quoted(descriptor.summary))",
        ]
        lines += descriptor.parameters.map { "    " + FXSource.declaration($0) }
        if descriptor.drive == .progress { lines.append("    drive progress") }
        lines.append("    duration \(FXSource.seconds(timeline.duration))")
        for layer in timeline.layers {
            lines.append("")
            lines.append("    layer \(layer.name) {")
            for model in layer.modelValues {
                lines.append("        set \(model.target.keyPath) = \(FXSource.value(model.value))")
            }
            for animation in layer.animations { lines += FXSource.lines(animation, indent: 8) }
            lines.append("    }")
        }
        lines += FXSource.exampleLines(descriptor, at: parameters)
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The lines of one animation, indented by `indent` spaces.
    static func lines(_ animation: Animation, indent: Int) -> [String] {
        let pad = String(repeating: " ", count: indent)
        switch animation {
        case .group(let group):
            var lines = [pad + (["group"] + options(group.timing)).joined(separator: " ") + " {"]
            for child in group.animations { lines += self.lines(child, indent: indent + 4) }
            return lines + [pad + "}"]
        case .track(let track):
            return trackLines(track, pad: pad)
        }
    }

    /// `animate KEYPATH OPTIONS from A to B`, or a keyframe block.
    private static func trackLines(_ track: Track, pad: String) -> [String] {
        var words = ["animate", track.target.keyPath] + options(track.timing)
        if let function = track.timingFunction { words += ["timing", TimingText.css(function)] }
        if track.isAdditive { words.append("additive") }
        if track.isCumulative { words.append("cumulative") }
        if track.calculationMode != .linear { words += ["mode", track.calculationMode.rawValue] }
        let head = pad + words.joined(separator: " ")
        let isBasic =
            track.values.count == 2 && track.keyTimes == nil && track.timingFunctions == nil
            && track.tension == nil && track.continuity == nil && track.bias == nil
            && track.calculationMode == .linear
        if isBasic, let from = track.values.first, let to = track.values.last {
            return [head + " from \(value(from)) to \(value(to))"]
        }
        // A block needs two keyframes: a single value holds, as the same value twice does.
        let values = track.values.count == 1 ? track.values + track.values : track.values
        var keyTimes = track.keyTimes.map { Array($0.prefix(values.count)) }
        if track.values.count == 1 { keyTimes = nil }
        var rows: [[String]] = []
        for (index, keyValue) in values.enumerated() {
            var row: [String] = []
            if let keyTimes, keyTimes.indices.contains(index) {
                row.append(DecimalText.percent(keyTimes[index]))
            }
            row.append(value(keyValue))
            var rest: [String] = []
            if index < values.count - 1, let functions = track.timingFunctions,
                functions.indices.contains(index)
            {
                rest.append(TimingText.css(functions[index]))
            }
            for (word, list) in [
                ("tension", track.tension), ("continuity", track.continuity), ("bias", track.bias),
            ] {
                if let list, list.indices.contains(index), list[index] != 0 {
                    rest.append("\(word) \(NumberText.shortest(list[index]))")
                }
            }
            if !rest.isEmpty { row.append(rest.joined(separator: " ")) }
            rows.append(row)
        }
        var lines = [head + " {"]
        if let all = track.keyTimes, all.count > values.count, let last = all.last {
            lines.append(
                pad + "    // the last value holds until \(DecimalText.percent(last)), which .fx cannot say")
        }
        lines += TextColumns.lines(rows).map { pad + "    " + $0 }
        return lines + [pad + "}"]
    }

    /// The media-timing options in `.fx` words; the duration is always written.
    static func options(_ timing: MediaTiming) -> [String] {
        var words = ["duration", seconds(timing.simpleDuration)]
        if timing.beginTime != 0 { words += ["delay", seconds(timing.beginTime)] }
        if timing.repeatCount.isInfinite {
            words += ["repeat", "forever"]
        } else if timing.repeatCount > 0 {
            words += ["repeat", NumberText.shortest(timing.repeatCount)]
        }
        if timing.autoreverses { words.append("autoreverse") }
        if timing.fillMode != .removed { words += ["fill", timing.fillMode.rawValue] }
        if timing.speed != 1 { words += ["speed", NumberText.shortest(timing.speed)] }
        if timing.timeOffset != 0 { words += ["offset", seconds(timing.timeOffset)] }
        return words
    }

    /// `param NAME = DEFAULT [in LOW...HIGH | in [CHOICES]] "help"`.
    static func declaration(_ parameter: ParameterDescriptor) -> String {
        var text = "param \(parameter.name) = "
        let suffix = unitSuffix(parameter.unit)
        switch (parameter.kind, parameter.defaultValue) {
        case (.number(let range), .number(let number)):
            text += NumberText.shortest(number) + suffix
            if let range, range.lowerBound.isFinite, range.upperBound.isFinite {
                text +=
                    " in \(NumberText.shortest(range.lowerBound))\(suffix)...\(NumberText.shortest(range.upperBound))\(suffix)"
            }
        case (.integer(let range), .number(let number)):
            text += NumberText.shortest(number)
            if let range { text += " in \(range.lowerBound)...\(range.upperBound)" }
        case (.choice(let choices), .choice(let name)):
            text += quoted(name) + " in [" + choices.map(quoted).joined(separator: ", ") + "]"
        default:
            text += parameter.defaultValue.description
        }
        return parameter.help.isEmpty ? text : text + " " + quoted(parameter.help)
    }

    /// The effect's examples as `example` items: those taken at the parameters of this timeline,
    /// whose numbers the copy holds, then the others as comments, since the copy's numbers are
    /// those of one set of parameters.
    static func exampleLines(_ descriptor: EffectDescriptor, at parameters: ParameterValues) -> [String] {
        var items: [String] = []
        var others: [String] = []
        for example in descriptor.examples {
            guard let bound = try? descriptor.bind(example.assignments) else { continue }
            if bound == parameters {
                items += [""] + exampleItem(example, descriptor, bound).map { "    " + $0 }
            } else {
                others += exampleItem(example, descriptor, bound).map { "    // " + $0 }
            }
        }
        guard !others.isEmpty else { return items }
        return items + ["", "    // Examples at other parameters, which this copy's numbers do not follow:"]
            + others
    }

    /// `example "…" at 0.6s [where NAME = VALUE, …] [within T] {`, a line per column, and `}`.
    private static func exampleItem(
        _ example: EffectExample, _ descriptor: EffectDescriptor, _ bound: ParameterValues
    ) -> [String] {
        var head = "example \(quoted(example.note)) at "
        switch example.moment {
        case .time(let time): head += seconds(time)
        case .progress(let progress): head += DecimalText.percent(progress)
        }
        let assigned = example.assignments.compactMap { text -> String? in
            let name = String(text.prefix { $0 != "=" })
            guard let parameter = descriptor.parameter(named: name), let value = bound[name] else {
                return nil
            }
            return "\(name) = \(literal(value, unit: parameter.unit))"
        }
        if !assigned.isEmpty { head += " where " + assigned.joined(separator: ", ") }
        if example.tolerance != EffectExample.defaultTolerance {
            head += " within \(NumberText.shortest(example.tolerance))"
        }
        let rows = example.expected.map { [$0.column, "= " + NumberText.shortest($0.value)] }
        return [head + " {"] + TextColumns.lines(rows).map { "    " + $0 } + ["}"]
    }

    /// A parameter value as a `.fx` literal: a number with its unit, a quoted choice.
    private static func literal(_ value: ParameterValue, unit: String?) -> String {
        switch value {
        case .number(let number): return NumberText.shortest(number) + unitSuffix(unit)
        case .choice(let name): return quoted(name)
        default: return value.description
        }
    }

    /// The unit suffix the language knows for a parameter unit (`s`, `ms`, `rad`, `deg`), else none.
    private static func unitSuffix(_ unit: String?) -> String {
        guard let unit, ["s", "ms", "rad", "deg"].contains(unit) else { return "" }
        return unit
    }

    /// A value: a number, or `(x, y)`; negative numbers keep their sign glued, so they read as signs.
    static func value(_ value: Value) -> String {
        EffectFacts.value(value)
    }

    /// Seconds with their unit: `1.2s`.
    static func seconds(_ value: Double) -> String {
        NumberText.shortest(value) + "s"
    }

    /// A string literal with `"`, `\` and line breaks escaped.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default: result.append(character)
            }
        }
        return result + "\""
    }
}
