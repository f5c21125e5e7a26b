import ArgumentParsing

extension FxctlCommands {
    /// `fxctl render EFFECT`.
    static let render = CommandSpec(
        name: "render",
        abstract: "Draw an effect's layers at a few moments as an SVG film strip.",
        discussion: """
            Each frame shows every layer's rectangle with its position, size, rotation, scale and \
            opacity, stacked by zPosition and labelled with its time, so the transition can be \
            seen at a glance. The frames are evenly spaced from the start to the end.
            """,
        arguments: [effectArgument],
        options: [
            OptionSpec(
                "frames", value: "n", help: "The number of frames in the strip.", default: .value("6")),
            parameterOption,
            viewportOption,
            outputOption,
        ] + effectLoadingOptions,
        examples: [
            CommandExample(
                "Draw swap-card in eight frames into a file:", "fxctl render swap-card --frames 8 -o card.svg"
            )
        ]
    )
}
