import ArgumentParsing

extension FxctlCommands {
    /// `fxctl plot EFFECT`.
    static let plot = CommandSpec(
        name: "plot",
        abstract: "Draw an effect's sampled columns as an SVG line chart.",
        discussion: """
            One line per column over time in seconds (or over progress with --progress), with axes, \
            ticks and units, a legend and the keyframe times marked. Without --columns every \
            animated column is drawn.
            """,
        arguments: [effectArgument],
        options: [
            columnsOption,
            progressOption,
            parameterOption,
            OptionSpec("width", value: "pixels", help: "The width of the chart.", default: .value("800")),
            OptionSpec("height", value: "pixels", help: "The height of the chart.", default: .value("400")),
            outputOption,
        ] + effectLoadingOptions,
        examples: [
            CommandExample(
                "Chart the front card's columns into a file:",
                "fxctl plot swap-card --columns 'front.*' -o card.svg"),
            CommandExample(
                "Chart every layer's x position over progress, wider than usual:",
                "fxctl plot reveal --progress --columns '*.position.x' --width 1200"),
        ]
    )
}
