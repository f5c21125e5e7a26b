import EffectsRegistry
import EffectsText

/// Reading what configures an effect: `-p NAME=VALUE` and `--viewport WxH`.
extension CommandContext {
    /// The effect context of `--viewport` (375 × 667 points unless given).
    func effectContext() throws(CommandError) -> EffectContext {
        let command = command
        guard let size = try usage({ () throws(UsageError) in try command.size("viewport") }) else {
            return EffectContext()
        }
        return EffectContext(viewportWidth: size.width, viewportHeight: size.height)
    }

    /// The parameters of `effect`: every `-p NAME=VALUE` bound by its descriptor, the others at their
    /// defaults.
    ///
    /// - Throws: `.input` with the descriptor's message for an unknown parameter or a bad value.
    func parameters(for effect: any TransitionEffect) throws(CommandError) -> ParameterValues {
        do {
            return try effect.descriptor.bind(command.strings("param"))
        } catch {
            throw .input(error)
        }
    }

    /// The timeline of `effect` with the command's parameters and viewport.
    ///
    /// - Throws: `.input` for a bad parameter or an effect that cannot build its timeline.
    func timeline(of effect: any TransitionEffect) throws(CommandError) -> Timeline {
        let parameters = try parameters(for: effect)
        let context = try effectContext()
        do {
            return try effect.timeline(parameters, context: context)
        } catch {
            throw .input("effect '\(effect.descriptor.name)': \(error.description)")
        }
    }

    /// The table format: `--format` when given; otherwise the one the `-o` file's extension names
    /// (`.csv`, `.tsv`, `.json`, `.md`, `.txt` for the aligned table; `csv` for a name without one),
    /// `table` on a terminal, and `csv` everywhere else.
    ///
    /// - Throws: `.usage` for an `-o` extension that names none of them, without `--format`.
    func tableFormat() throws(CommandError) -> TableFormat {
        if let name = command.string("format"), let format = TableFormat(rawValue: name) { return format }
        if command.string("output").map({ $0 != "-" }) ?? false {
            let formats: [String: TableFormat] = [
                "csv": .csv, "tsv": .tsv, "json": .json, "md": .markdown, "txt": .table,
            ]
            try checkOutputExtension(
                ["csv", "tsv", "json", "md", "txt"], writes: "csv, tsv, json, markdown or table",
                otherwise: "or give --format")
            return outputExtension.flatMap { formats[$0] } ?? .csv
        }
        return surroundings.standardOutput.isTerminal ? .table : .csv
    }

    /// The number style of `--precision N` (fixed digits), or the shortest round-trip text.
    func numberStyle() throws(CommandError) -> NumberStyle {
        let command = command
        guard let digits = try usage({ () throws(UsageError) in try command.int("precision", atLeast: 0) })
        else { return .shortest }
        guard digits <= NumberStyle.maximumFixedDigits else {
            throw invalid(
                String(digits), option: "--precision",
                reason: "expected at most \(NumberStyle.maximumFixedDigits) digits")
        }
        return .fixed(digits: digits)
    }
}
