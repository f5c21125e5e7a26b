/// `completion SHELL`: the shell completion script, generated from the command table.
struct CompletionCommand: ToolCommand {
    /// What the command works with.
    var context: CommandContext

    /// Prints the script for the shell named by the `<shell>` argument.
    func run() throws(CommandError) {
        let name = context.command.argument("shell") ?? ""
        guard let shell = CompletionShell(rawValue: name) else {
            // The parser checks the choice; this guards a table that lost it.
            throw context.invalid(name, option: "<shell>", reason: "expected bash, zsh or fish")
        }
        try context.emit(CompletionScript(root: ToolCommands.root(for: context.tool)).script(for: shell))
    }
}
