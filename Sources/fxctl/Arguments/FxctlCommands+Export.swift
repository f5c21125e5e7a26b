import ArgumentParsing

extension FxctlCommands {
    /// The formats `fxctl export` writes.
    static let exportFormats = ["waapi", "css", "html"]

    /// `fxctl export EFFECT`.
    static let export = CommandSpec(
        name: "export",
        abstract: "Write an effect in the web's formats: Web Animations JSON, CSS or a preview page.",
        discussion: """
            waapi is JSON a page passes to element.animate(keyframes, options) as it is: per layer \
            its element (size, anchor, model values as the underlying style) and its animations. css \
            is a stylesheet of @keyframes and one rule per layer, for a page with one element per \
            layer (data-layer="NAME") inside a data-stage element. html is one self-contained page \
            that plays the effect, with play/pause, a scrubber, speed, loop and every column's \
            value. Core Animation's timing is mapped construct by construct (docs/Export.md); \
            springs and the spline modes are approximated within --tolerance and listed in the \
            output. An effect the format cannot express is an error naming the layer and key path.
            """,
        arguments: [effectArgument],
        options: [
            OptionSpec(
                "format", value: "format", help: "The output format.",
                default: .described("from the -o file's extension (.json, .css, .html), else waapi"),
                completion: .choices(exportFormats)),
            OptionSpec(
                "tolerance", value: "points[,unitless]",
                help: "The largest error of an approximated track: in points, and for unitless values.",
                default: .described("0.001,0.0001"), isCommaSeparated: true),
            parameterOption,
            viewportOption,
            outputOption,
        ] + effectLoadingOptions,
        examples: [
            CommandExample(
                "Write a preview page of swap-card and open it in a browser:",
                "fxctl export swap-card --format html -o swap-card.html"),
            CommandExample(
                "Write stack's CSS with its top card dragged half way:",
                "fxctl export stack --format css -p drag=0.5 -o stack.css"),
        ]
    )
}
