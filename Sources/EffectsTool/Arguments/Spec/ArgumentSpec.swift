/// A positional argument of a command, described as plain data.
package struct ArgumentSpec: Sendable, Equatable {
    /// The name shown in help and usage as `<name>`, and the key for `ParsedCommand.argument(_:)`.
    var name: String
    /// One sentence (or a few) for the ARGUMENTS section of the help.
    var help: String
    /// Whether the argument may be left out.
    var isOptional: Bool
    /// Whether the argument takes every remaining positional word (only the last argument may).
    var isRepeating: Bool
    /// What completion scripts offer, and the allowed values when it is `.choices`.
    var completion: CompletionKind

    /// Creates a positional argument; it is required and takes one word unless told otherwise.
    package init(
        _ name: String, help: String, isOptional: Bool = false, isRepeating: Bool = false,
        completion: CompletionKind = .none
    ) {
        self.name = name
        self.help = help
        self.isOptional = isOptional
        self.isRepeating = isRepeating
        self.completion = completion
    }

    /// The argument as written in usage lines: `<name>`, `<name> ...`, `[<name>]`.
    var synopsis: String {
        var text = "<\(name)>"
        if isRepeating { text += " ..." }
        return isOptional ? "[\(text)]" : text
    }

    /// The argument as labelled in the ARGUMENTS section of the help: `<name>`.
    var helpLabel: String { "<\(name)>" }
}
