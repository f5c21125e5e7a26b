/// The text of the ARGUMENTS, OPTIONS and EXAMPLES sections.
extension HelpFormatter {
    /// The help entries of a command's options, followed by `--version` (root only) and `--help`.
    func optionEntries(_ command: CommandSpec, isRoot: Bool) -> [[String]] {
        var entries = command.options.map { entry($0.helpLabel, optionText($0)) }
        if isRoot { entries.append(entry("--version", "Show the version.")) }
        entries.append(entry("-h, --help", "Show help information."))
        return entries
    }

    /// An option's help followed by its allowed values and default: "… (values: a, b; default: a)".
    func optionText(_ option: OptionSpec) -> String {
        var notes: [String] = []
        let allowed = option.completion.allowedValues
        if !allowed.isEmpty { notes.append("values: " + allowed.joined(separator: ", ")) }
        if let defaultValue = option.defaultValue { notes.append("default: " + defaultValue.helpText) }
        return notes.isEmpty ? option.help : option.help + " (" + notes.joined(separator: "; ") + ")"
    }

    /// An argument's help followed by its allowed values.
    func argumentText(_ argument: ArgumentSpec) -> String {
        let allowed = argument.completion.allowedValues
        guard !allowed.isEmpty else { return argument.help }
        return argument.help + " (values: " + allowed.joined(separator: ", ") + ")"
    }

    /// Each example as its summary (wrapped, two columns in) over its command line (four columns
    /// in, never wrapped so it can be copied), examples separated by blank lines.
    func exampleLines(_ examples: [CommandExample]) -> [String] {
        var lines: [String] = []
        for example in examples {
            if !lines.isEmpty { lines.append("") }
            lines += TextWrapper.wrap(example.summary, width: width, indent: Self.labelIndent)
            lines.append("    " + example.commandLine)
        }
        return lines
    }
}
