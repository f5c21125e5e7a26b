import ArgumentParsing

extension FxctlCommands {
    /// `fxctl check FILE...`.
    static let check = CommandSpec(
        name: "check",
        abstract: "Parse, check and lint .fx files and report every problem.",
        discussion: """
            Each problem is printed as file:line:column: error: message (or warning:), followed \
            by the source line and a caret under the spot. --format json prints the diagnostics as \
            JSON for editors. The exit status is 1 when any file has an error.
            """,
        arguments: [
            ArgumentSpec(
                "file", help: "An .fx file to check, or - to read standard input.", isRepeating: true,
                completion: .file)
        ],
        options: [
            OptionSpec(
                "format", value: "format", help: "The output format.", default: .value("text"),
                completion: .choices(["text", "json"])),
            noColorOption,
        ],
        examples: [
            CommandExample("Check every effect of the project:", "fxctl check effects/*.fx"),
            CommandExample(
                "Check the text an editor holds, for its problem list:",
                "fxctl check --format json - < effects/card.fx"),
        ]
    )
}
