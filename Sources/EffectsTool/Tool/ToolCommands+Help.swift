extension ToolCommands {
    /// `help [COMMAND]`, which the parser answers itself: the overview, or a command's help.
    static func help(for tool: ToolConfiguration) -> CommandSpec {
        CommandSpec(
            name: "help",
            abstract: "Show the help of a command.",
            arguments: [
                ArgumentSpec(
                    "command", help: "The command to explain; without it, the overview of \(tool.name).",
                    isOptional: true, completion: .subcommand)
            ],
            examples: [CommandExample("Explain every option of sample:", "\(tool.name) help sample")]
        )
    }
}
