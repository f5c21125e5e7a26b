import ArgumentParsing

/// `fxctl completion SHELL`: the shell completion script, generated from the command table.
struct CompletionCommand {
    /// What the command works with.
    var context: CommandContext

    /// A completion command in `context`.
    init(_ context: CommandContext) {
        self.context = context
    }

    /// Prints the script for the shell named by the `<shell>` argument.
    func run() throws(CommandError) {
        let name = context.command.argument("shell") ?? ""
        guard let shell = CompletionShell(rawValue: name) else {
            // The parser checks the choice; this guards a table that lost it.
            throw context.invalid(name, option: "<shell>", reason: "expected bash, zsh or fish")
        }
        try context.emit(CompletionScript(root: FxctlCommands.root).script(for: shell))
    }
}
