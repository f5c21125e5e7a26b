/// Renders the help of any command in a command table, in swift-argument-parser's layout.
///
/// OVERVIEW, the discussion, USAGE, ARGUMENTS, OPTIONS, SUBCOMMANDS (with "See '… help
/// <subcommand>' for detailed help.") and EXAMPLES, each section only when it has entries. Labels
/// sit two spaces in; their text starts at column 26, or on the next line when the label is too
/// long, and wraps to `width` columns.
package struct HelpFormatter: Sendable {
    /// The root of the command table (the tool itself).
    var root: CommandSpec
    /// The screen width the text is wrapped to.
    var width: Int

    /// Creates a formatter for the table under `root`, wrapping to `width` columns.
    package init(root: CommandSpec, width: Int = 80) {
        self.root = root
        self.width = width
    }

    /// Columns before a label.
    static let labelIndent = 2
    /// The column where a label's text starts.
    static let textColumn = 26

    /// The help text of the command at `path` (which starts with the root's name), ending with a
    /// newline; an unknown path shows the root's help.
    package func help(for path: [String]) -> String {
        let resolved = root.command(at: path) != nil ? path : [root.name]
        let command = root.command(at: resolved) ?? root
        var blocks: [[String]] = []
        var overview = TextWrapper.wrap("OVERVIEW: " + command.abstract, width: width)
        if !command.discussion.isEmpty {
            overview += [""] + TextWrapper.wrapBlock(command.discussion, width: width)
        }
        blocks.append(overview)
        blocks.append(["USAGE: " + usage(for: resolved)])
        let arguments = command.arguments.map { entry($0.helpLabel, argumentText($0)) }
        if !arguments.isEmpty { blocks.append(["ARGUMENTS:"] + arguments.flatMap { $0 }) }
        blocks.append(["OPTIONS:"] + optionEntries(command, isRoot: resolved.count == 1).flatMap { $0 })
        if !command.subcommands.isEmpty {
            let entries = command.subcommands.flatMap { entry($0.name, $0.abstract) }
            let names = [root.name, CommandLineParser.helpCommandName] + resolved.dropFirst()
            let seeAlso = "  See '\(names.joined(separator: " ")) <subcommand>' for detailed help."
            blocks.append(["SUBCOMMANDS:"] + entries + ["", seeAlso])
        }
        if !command.examples.isEmpty {
            blocks.append(["EXAMPLES:"] + exampleLines(command.examples))
        }
        return blocks.map { $0.joined(separator: "\n") }.joined(separator: "\n\n") + "\n"
    }

    /// One labelled entry: the label two columns in and its text from column 26, wrapped.
    func entry(_ label: String, _ text: String) -> [String] {
        let padded = String(repeating: " ", count: Self.labelIndent) + label
        let wrapped = TextWrapper.wrap(text, width: width, indent: Self.textColumn)
        guard let first = wrapped.first else { return [padded] }
        if padded.count < Self.textColumn {
            let joined = padded + first.dropFirst(padded.count)
            return [joined] + wrapped.dropFirst()
        }
        return [padded] + wrapped
    }
}
