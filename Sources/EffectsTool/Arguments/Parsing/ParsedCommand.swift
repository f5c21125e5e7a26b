/// A command line parsed against a `CommandSpec`: which command, and the values it was given.
///
/// Option values are kept as text, checked only for what the spec declares (allowed choices, list
/// items); the typed accessors convert them and throw a `UsageError` naming the option when the text
/// is not a number. Options are looked up by `--long` name, `-s` short name or bare long name. An
/// option the command does not declare reads as absent.
package struct ParsedCommand: Sendable, Equatable {
    /// The command path, starting with the tool's name (`["fxctl", "sample"]`).
    package var path: [String]
    /// The specification the command line was parsed against.
    var spec: CommandSpec
    /// The values of each option by long name, in the order given; comma-separated lists are split.
    var optionValues: [String: [String]]
    /// The long names of the flags that were given.
    var flags: Set<String>
    /// The positional words, in order (after `--` as well as before).
    var positionals: [String]
    /// The positional words by argument name.
    var argumentValues: [String: [String]]

    /// The command's own name (`sample`).
    package var name: String { spec.name }

    /// Whether the option was given on the command line (defaults do not count).
    package func isGiven(_ option: String) -> Bool {
        guard let spec = spec.option(named: option) else { return false }
        return spec.isFlag ? flags.contains(spec.longName) : optionValues[spec.longName] != nil
    }

    /// Whether the flag was given (once or more).
    package func flag(_ option: String) -> Bool {
        guard let spec = spec.option(named: option), spec.isFlag else { return false }
        return flags.contains(spec.longName)
    }

    /// The option's value: the last one given, else its `.value` default, else `nil`.
    ///
    /// For repeatable and comma-separated options use `strings(_:)`.
    package func string(_ option: String) -> String? {
        strings(option).last
    }

    /// Every value of the option in the order given (list items split), else its `.value` default
    /// as one value, else an empty array.
    package func strings(_ option: String) -> [String] {
        guard let spec = spec.option(named: option), !spec.isFlag else { return [] }
        if let given = optionValues[spec.longName] { return given }
        if case .value(let value) = spec.defaultValue { return [value] }
        return []
    }

    /// The word given for the positional argument `name` (the first, if it repeats).
    package func argument(_ name: String) -> String? {
        argumentValues[name]?.first
    }

    /// Every word given for the positional argument `name`, in order.
    package func arguments(_ name: String) -> [String] {
        argumentValues[name] ?? []
    }
}
