extension PlotCommand {
    /// The spec of `plot`, in the tool `tool`.
    static func spec(for tool: ToolConfiguration) -> CommandSpec {
        CommandSpec(
            name: "plot",
            abstract: "Draw an effect's sampled columns as an SVG line chart.",
            discussion: """
                One line per column over time in seconds (or over progress with --progress), with axes, \
                ticks and units, a legend and the keyframe times marked. Without --columns every \
                animated column is drawn.
                """,
            arguments: [ToolCommands.effectArgument],
            options: [
                ToolCommands.columnsOption,
                ToolCommands.progressOption,
                ToolCommands.parameterOption,
                OptionSpec("width", value: "pixels", help: "The width of the chart.", default: .value("800")),
                OptionSpec(
                    "height", value: "pixels", help: "The height of the chart.", default: .value("400")),
                ToolCommands.outputOption,
            ] + ToolCommands.effectLoadingOptions,
            examples: [
                CommandExample(
                    "Chart the front card's columns into a file:",
                    "\(tool.name) plot swap-card --columns 'front.*' -o card.svg"),
                CommandExample(
                    "Chart every layer's x position over progress, wider than usual:",
                    "\(tool.name) plot reveal --progress --columns '*.position.x' --width 1200"),
            ]
        )
    }
}
