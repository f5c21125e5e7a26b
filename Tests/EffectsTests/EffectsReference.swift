import EffectsRegistry

/// Writes `docs/Effects.md` from the registry.
///
/// The page lists every shipped effect (the built-ins and the `.fx` files of `effects/`), its
/// parameters and its examples. `EffectsReferenceTests` fails when the committed file is stale, so
/// the page cannot drift from the effects.
enum EffectsReference {
    /// The whole document for the effects of `registry`, whose file paths start with `root`.
    static func document(_ registry: EffectRegistry, root: String) -> String {
        // The built-ins first, then the files, each by name.
        let entries = registry.entries.sorted {
            $0.origin == .builtIn && $1.origin != .builtIn
                || ($0.origin == .builtIn) == ($1.origin == .builtIn) && $0.name < $1.name
        }
        var lines = [
            "# Effects",
            "",
            "<!-- Generated from the registry (the built-ins of Sources/Effects and the .fx files of effects/)",
            "     by Tests/EffectsTests/EffectsReference.swift. After changing an effect, regenerate it with",
            "     FXCTL_WRITE_DOCS=1 swift test --filter EffectsReferenceTests -->",
            "",
            "Every effect fxkit ships: the built-ins, written in Swift, and the `.fx` files of `effects/`.",
            "Each example is a moment of the effect with the values it shows there on the default 375 × 667",
            "viewport; the `fxctl sample` line prints them, and `EffectExampleTests` samples every example",
            "of every effect, so none of these numbers can go stale. Values agree to 1e-9, relative to the",
            "value (absolute below 1), unless the example says otherwise.",
            "",
            "| effect | origin | drive | duration | summary |",
            "| --- | --- | --- | --- | --- |",
        ]
        for entry in entries {
            let descriptor = entry.effect.descriptor
            lines.append(
                "| [`\(entry.name)`](#\(entry.name)) | \(origin(entry, root: root)) | \(descriptor.drive.rawValue) | "
                    + "\(number(descriptor.duration)) s | \(cell(descriptor.summary)) |")
        }
        for entry in entries { lines += ["", "## \(entry.name)", ""] + section(entry, root: root) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One effect: its summary and facts, its parameters and its examples.
    private static func section(_ entry: RegisteredEffect, root: String) -> [String] {
        let descriptor = entry.effect.descriptor
        var lines = [
            descriptor.summary + ".",
            "",
            "\(origin(entry, root: root)) · drive \(descriptor.drive.rawValue) · \(number(descriptor.duration)) s · "
                + "layers " + descriptor.layerNames.map { "`\($0)`" }.joined(separator: ", "),
        ]
        if !descriptor.parameters.isEmpty {
            lines += [
                "", "| parameter | default | allowed | unit | help |", "| --- | --- | --- | --- | --- |",
            ]
            for parameter in descriptor.parameters {
                lines.append(
                    "| `\(parameter.name)` | `\(parameter.defaultValue)` | \(allowed(parameter.kind)) | "
                        + "\(parameter.unit ?? "") | \(cell(parameter.help)) |")
            }
        }
        if !descriptor.examples.isEmpty {
            lines += ["", "Examples:", ""]
            for example in descriptor.examples { lines += self.example(example, of: entry.name) }
        }
        return lines
    }

    /// `- sentence`, the command line that shows it, then the expected values.
    private static func example(_ example: EffectExample, of name: String) -> [String] {
        var command = "fxctl sample \(name)"
        switch example.moment {
        case .time(let time): command += " --at \(number(time))"
        case .progress(let progress): command += " --progress --at \(number(progress))"
        }
        for assignment in example.assignments {
            // Quoted only when a shell would split or expand it, as `offset=(100, -30)`.
            let plain = assignment.unicodeScalars.allSatisfy {
                $0.properties.isAlphabetic || ("0"..."9").contains($0) || "=.-_".unicodeScalars.contains($0)
            }
            command += plain ? " -p \(assignment)" : " -p '\(assignment)'"
        }
        var line = "  `\(command)`"
        if example.tolerance != EffectExample.defaultTolerance {
            line += " (within \(number(example.tolerance)))"
        }
        let values = example.expected.map { "`\($0.column)` \(number($0.value))" }
        return ["- \(cell(example.note)):", line + ": " + values.joined(separator: ", ")]
    }

    /// `built-in`, or the file and line relative to the repository.
    private static func origin(_ entry: RegisteredEffect, root: String) -> String {
        guard case .file(let path, let line) = entry.origin else { return "built-in" }
        let relative = path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
        return "`\(relative):\(line)`"
    }

    /// What values a kind allows: `0...1.6`, `left, right`, `2 numbers`.
    private static func allowed(_ kind: ParameterKind) -> String {
        switch kind {
        case .number(let range):
            guard let range else { return "any number" }
            return "\(number(range.lowerBound))...\(number(range.upperBound))"
        case .integer(let range):
            guard let range else { return "any integer" }
            return "integer \(range.lowerBound)...\(range.upperBound)"
        case .vector(let count): return "\(count) numbers"
        case .bool: return "true, false"
        case .choice(let choices): return choices.map { "`\($0)`" }.joined(separator: ", ")
        }
    }

    /// The shortest text that reads back as `value`.
    private static func number(_ value: Double) -> String {
        ParameterValue.number(value).description
    }

    /// Text for a table cell or a list item: `|` escaped.
    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }
}
