extension RenderCommand {
    /// The spec of `render`, in the tool `tool`.
    static func spec(for tool: ToolConfiguration) -> CommandSpec {
        CommandSpec(
            name: "render",
            abstract: "Draw an effect's layers at a few moments as an SVG film strip.",
            discussion: """
                Each frame shows every layer as the quadrilateral its bounds project to (the corners \
                sample --geometry prints: Core Animation's geometry with the transform and the \
                perspective), with its colour, opacity and corner radius, stacked by zPosition and \
                labelled with its time, so the transition can be seen at a glance. The frames are \
                evenly spaced from the start to the end.

                Layers draw lowest zPosition first, as Core Animation orders sibling layers: layers \
                whose planes intersect are not split or sorted by depth. A hidden layer, or the back of \
                a single-sided one, is left out; the back of a double-sided layer is hatched with a \
                dashed outline ('back face' in the legend). A layer reaching the eye is cut where it \
                does, and one wholly behind it is left out. A layer seen in perspective keeps square \
                corners; a layer without a position is centred, one without a size fills the screen.
                """,
            arguments: [ToolCommands.effectArgument],
            options: [
                OptionSpec(
                    "frames", value: "n", help: "The number of frames in the strip.", default: .value("6")),
                ToolCommands.parameterOption,
                ToolCommands.viewportOption,
                ToolCommands.outputOption,
            ] + ToolCommands.effectLoadingOptions,
            examples: [
                CommandExample(
                    "Draw swap-card in eight frames into a file:",
                    "\(tool.name) render swap-card --frames 8 -o card.svg"
                )
            ]
        )
    }
}
