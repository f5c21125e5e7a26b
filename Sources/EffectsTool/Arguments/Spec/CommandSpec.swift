/// One command of a command-line tool (the tool itself is the root), described as plain data.
///
/// The parser, the help, the usage errors and the completion scripts are all generated from this
/// description, so a command's interface is written down once.
package struct CommandSpec: Sendable, Equatable {
    /// The word that selects the command (`sample`); for the root, the tool's name.
    package var name: String
    /// One sentence: the OVERVIEW line and the command's line in SUBCOMMANDS.
    var abstract: String
    /// Paragraphs after the overview; lines are wrapped to the screen width, blank lines kept.
    var discussion: String
    /// The positional arguments, in order; only the last may repeat.
    var arguments: [ArgumentSpec]
    /// The options, in the order the help lists them (`-h, --help` is added by the help itself).
    var options: [OptionSpec]
    /// The subcommands; a command with subcommands takes no arguments or options of its own except
    /// `--help` (and `--version` on the root).
    package var subcommands: [CommandSpec]
    /// Example invocations shown in the help.
    var examples: [CommandExample]
    /// Groups of long option names (without dashes) of which at most one may be given.
    var exclusiveOptions: [[String]]

    /// Creates a command; everything but the name and abstract may be left out.
    package init(
        name: String, abstract: String, discussion: String = "", arguments: [ArgumentSpec] = [],
        options: [OptionSpec] = [], subcommands: [CommandSpec] = [], examples: [CommandExample] = [],
        exclusiveOptions: [[String]] = []
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments
        self.options = options
        self.subcommands = subcommands
        self.examples = examples
        self.exclusiveOptions = exclusiveOptions
    }
}
