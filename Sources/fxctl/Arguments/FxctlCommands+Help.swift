import ArgumentParsing

extension FxctlCommands {
    /// `fxctl help [COMMAND]`.
    static let help = CommandSpec(
        name: "help",
        abstract: "Show the help of a command.",
        arguments: [
            ArgumentSpec(
                "command", help: "The command to explain; without it, the overview of fxctl.",
                isOptional: true, completion: .subcommand)
        ],
        examples: [CommandExample("Explain every option of sample:", "fxctl help sample")]
    )
}
