/// What a shell completion script offers for an option's value or a positional argument.
package enum CompletionKind: Sendable, Equatable {
    /// Nothing: the value is free text such as a number.
    case none
    /// File and directory names.
    case file
    /// Directory names only.
    case directory
    /// Effect names, asked of `<tool> list --names` when the user presses tab, and the files an
    /// effect can be read from (``CompletionScript/effectSourceExtensions``) and directories.
    case effect
    /// The parameter names of the effect the command line names, each followed by `=`, asked of
    /// `<tool> inspect <effect> --format parameters` when the user presses tab.
    case parameter
    /// A fixed set of words; the parser also rejects any other value.
    case choices([String])
    /// A subcommand name of the root (the argument of `fxctl help`).
    case subcommand

    /// The values the parser accepts, or an empty array when any value is accepted.
    var allowedValues: [String] {
        if case .choices(let values) = self { return values }
        return []
    }
}
