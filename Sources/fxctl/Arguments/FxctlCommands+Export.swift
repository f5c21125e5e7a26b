import ArgumentParsing

extension FxctlCommands {
    /// `fxctl export EFFECT`.
    static let export = CommandSpec(
        name: "export",
        abstract: "Write an effect in another engine's format.",
        discussion: """
            --format lottie writes one Lottie JSON animation: a shape layer per layer, drawn as a \
            rectangle of its bounds in the colour fxctl render gives it, with its transform as \
            keyframes at fractional frames of --fps. Bezier and linear segments, holds, repeats, \
            groups, speeds, offsets and delays are exact; springs, linear(), paced and cubic modes \
            become sampled keyframes within --tolerance, and the file's fxkit.approximated says \
            which. --tolerance is points[,unitless]: one number sets points and a tenth of it for \
            unitless values (scale, opacity, radians). See docs/Export.md.
            """,
        arguments: [effectArgument],
        options: [
            OptionSpec(
                "format", value: "format", help: "The format to write.", completion: .choices(["lottie"])),
            OptionSpec("fps", value: "n", help: "Frames per second of the animation.", default: .value("60")),
            OptionSpec(
                "tolerance", value: "points", help: "The largest error of an approximated value.",
                default: .described("0.001,0.0001"), isCommaSeparated: true),
            parameterOption,
            viewportOption,
            outputOption,
        ] + effectLoadingOptions,
        examples: [
            CommandExample(
                "Write swap-card as a Lottie animation at 30 frames per second:",
                "fxctl export swap-card --format lottie --fps 30 -o swap-card.json")
        ]
    )
}
