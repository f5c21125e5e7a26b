extension InspectCommand {
    /// The spec of `inspect`, in the tool `tool`.
    static func spec(for tool: ToolConfiguration) -> CommandSpec {
        CommandSpec(
            name: "inspect",
            abstract: "Show an effect's parameters, layers, tracks, keyframes and timing curves.",
            discussion: """
                The text format lists the parameters with their defaults and ranges, each layer's \
                tracks with their keyframes, key times and timing curves (with their control points), \
                the durations, the examples (moments with the values the effect shows there), which \
                tracks '\(tool.name) export --format lottie' holds exactly and which it approximates, and any \
                warnings: the same findings, in the same words, that '\(tool.name) check' reports for the \
                effect.

                The timeline is built at the default parameters and a 375x667 viewport, or at the \
                -p and --viewport given.

                --format fx prints the effect, built-ins included, as .fx source that '\(tool.name) check' \
                accepts and that samples to the same table: copy a built-in into effects/ and edit it. \
                A built-in with a DSL twin (reveal, slide, stack and swap-card, in effects/seeds/) is \
                printed as the twin's source, with the -p values as its defaults, so that its \
                parameters work; any other effect is frozen at its parameters: a copy of its \
                timeline's numbers without parameter declarations, with the examples taken there.

                --format parameters prints only the parameter names, one per line (for scripts and \
                shell completion).
                """,
            arguments: [ToolCommands.effectArgument],
            options: [
                OptionSpec(
                    "format", value: "format", help: "The output format.", default: .value("text"),
                    completion: .choices(["text", "json", "fx", "parameters"])),
                ToolCommands.parameterOption, ToolCommands.viewportOption,
            ] + ToolCommands.effectLoadingOptions,
            examples: [
                CommandExample("Show how swap-card is built:", "\(tool.name) inspect swap-card"),
                CommandExample(
                    "See the timeline of a steeper swap-card tilt on a tablet:",
                    "\(tool.name) inspect swap-card -p angle=0.3 --viewport 768x1024"),
                CommandExample(
                    "Start a new effect from the built-in stack:",
                    "\(tool.name) inspect stack --format fx > effects/my-stack.fx"),
            ]
        )
    }
}
