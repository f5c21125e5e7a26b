/// A named option or flag of a command, described as plain data.
package struct OptionSpec: Sendable, Equatable {
    /// The long name without its dashes (`fps` for `--fps`).
    var longName: String
    /// The one-letter short name without its dash (`p` for `-p`), if any.
    var shortName: Character?
    /// The name of the value in help (`n` shows as `--fps <n>`), or `nil` for a flag.
    var valueName: String?
    /// One sentence (or a few) for the OPTIONS section of the help.
    var help: String
    /// The default shown as "(default: …)", if any.
    var defaultValue: OptionDefault?
    /// Whether the option may be given several times, its values collected in order.
    var isRepeatable: Bool
    /// Whether one value holds a comma-separated list (`--at 0,0.5,1`); items are split and trimmed.
    var isCommaSeparated: Bool
    /// What completion scripts offer for the value, and the allowed values when it is `.choices`.
    var completion: CompletionKind

    /// Creates an option that takes a value.
    package init(
        _ longName: String, short: Character? = nil, value valueName: String, help: String,
        default defaultValue: OptionDefault? = nil, isRepeatable: Bool = false,
        isCommaSeparated: Bool = false, completion: CompletionKind = .none
    ) {
        self.longName = longName
        self.shortName = short
        self.valueName = valueName
        self.help = help
        self.defaultValue = defaultValue
        self.isRepeatable = isRepeatable
        self.isCommaSeparated = isCommaSeparated
        self.completion = completion
    }

    /// Creates a flag: an option without a value, true when given (once or more).
    package static func flag(_ longName: String, short: Character? = nil, help: String) -> OptionSpec {
        var option = OptionSpec(longName, short: short, value: "", help: help)
        option.valueName = nil
        return option
    }

    /// Whether the option is a flag (takes no value).
    var isFlag: Bool { valueName == nil }

    /// The long name with its dashes: `--fps`.
    var longFlag: String { "--" + longName }

    /// The short name with its dash (`-p`), if any.
    var shortFlag: String? { shortName.map { "-\($0)" } }

    /// The value placeholder: `<n>`, or `<t,...>` for comma-separated lists; empty for flags.
    var valuePlaceholder: String {
        guard let valueName else { return "" }
        return isCommaSeparated ? "<\(valueName),...>" : "<\(valueName)>"
    }

    /// How the option reads in a usage line: `--fps <n>`, `--effects <dir> ...`, `--progress`.
    var usageSynopsis: String {
        var text = longFlag
        if !isFlag { text += " " + valuePlaceholder }
        if isRepeatable { text += " ..." }
        return text
    }

    /// How the option reads as a help label: `-o, --output <file>`.
    var helpLabel: String {
        var names = [longFlag]
        if let shortFlag { names.insert(shortFlag, at: 0) }
        let label = names.joined(separator: ", ")
        return isFlag ? label : label + " " + valuePlaceholder
    }

    /// The option as named in an error message, as the user typed it: `'-o <file>'`.
    func display(as typed: String) -> String {
        isFlag ? typed : typed + " " + valuePlaceholder
    }
}
