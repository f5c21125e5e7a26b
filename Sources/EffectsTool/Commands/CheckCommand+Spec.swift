extension CheckCommand {
    /// The spec of `check`, in the tool `tool`.
    static func spec(for tool: ToolConfiguration) -> CommandSpec {
        CommandSpec(
            name: "check",
            abstract: "Parse, check and lint .fx files and report every problem.",
            discussion: """
                Each problem is printed as file:line:column: error: message (or warning:), followed \
                by the source line and a caret under the spot. --format json prints the diagnostics as \
                JSON for editors. The exit status is 1 when any file has an error.

                An argument that names no file but an effect (a built-in, or one of the effect \
                directories) checks that effect's timeline at its default parameters and prints its \
                warnings as '\(tool.name) inspect' words them, each as NAME: warning: MESSAGE.
                """,
            arguments: [
                ArgumentSpec(
                    "file", help: "An .fx file to check, - to read standard input, or an effect's name.",
                    isRepeating: true,
                    completion: .file)
            ],
            options: [
                OptionSpec(
                    "format", value: "format", help: "The output format.", default: .value("text"),
                    completion: .choices(["text", "json"]))
            ] + ToolCommands.stylesheetOptions + [ToolCommands.noColorOption],
            examples: [
                CommandExample("Check every effect of the project:", "\(tool.name) check effects/*.fx"),
                CommandExample(
                    "Check the text an editor holds, for its problem list:",
                    "\(tool.name) check --format json - < card.fx"),
                CommandExample("Check a built-in's timeline:", "\(tool.name) check swap-card"),
            ]
        )
    }
}
