import EffectsInterchange

extension ExportCommand {
    /// The formats `export` writes, as ``EffectFormats/all`` registers them.
    static var exportFormats: [String] { EffectFormats.writers.map(\.format.rawValue) }

    /// The spec of `export`, in the tool `tool`.
    static func spec(for tool: ToolConfiguration) -> CommandSpec {
        CommandSpec(
            name: "export",
            abstract:
                "Write an effect for another engine: Web Animations JSON, CSS, a preview page, Lottie or a view transition.",
            discussion: discussion(toolName: tool.name),
            arguments: [ToolCommands.effectArgument],
            options: [
                OptionSpec(
                    "format", value: "format", help: "The output format.",
                    default: .described(
                        "from the -o file's extension (.json waapi, .css, .html, .lottie), else waapi"),
                    completion: .choices(exportFormats)),
                OptionSpec(
                    "fps", value: "n",
                    help: "Frames per second of a Lottie animation; an error with waapi, css or html.",
                    default: .value("60")),
                OptionSpec(
                    "tolerance", value: "points[,unitless]",
                    help: "The largest error of an approximated track: in points, and for unitless values.",
                    default: .described("0.001,0.0001"), isCommaSeparated: true),
                OptionSpec(
                    "sample-budget", value: "rows",
                    help:
                        "How many rows of the effect a Lottie export may sample while it fits; an error with waapi, css or html.",
                    default: .described("2000000")),
                OptionSpec(
                    "prefix", value: "name",
                    help:
                        "What the CSS's class and keyframes names start with (fx-NAME, fx-NAME-0, fx-play).",
                    default: .value("fx")),
                OptionSpec(
                    "transition-name", value: "name",
                    help:
                        "The view-transition-name a view-transition export styles; an error with another format.",
                    default: .value("root")),
                OptionSpec(
                    "scroll-timeline", value: "source",
                    help:
                        "What scrolling drives a scroll-driven export: the page (scroll) or the container crossing the view (view); an error with another format.",
                    default: .value("scroll"),
                    completion: .choices(ScrollTimelineSource.allCases.map(\.rawValue))),
                ToolCommands.parameterOption,
                ToolCommands.viewportOption,
                ToolCommands.outputOption,
            ] + ToolCommands.effectLoadingOptions,
            examples: [
                CommandExample(
                    "Write a preview page of swap-card and open it in a browser:",
                    "\(tool.name) export swap-card --format html -o swap-card.html"),
                CommandExample(
                    "Write stack's CSS, whose drag follows --fx-progress on its container:",
                    "\(tool.name) export stack --format css -o stack.css"),
                CommandExample(
                    "Write push as the page transition document.startViewTransition() plays:",
                    "\(tool.name) export push --format view-transition -o push.css"),
                CommandExample(
                    "Write stack as CSS whose drag follows the page's scrolling:",
                    "\(tool.name) export stack --format scroll-driven -o stack.css"),
                CommandExample(
                    "Write swap-card as a Lottie animation at 30 frames per second:",
                    "\(tool.name) export swap-card --format lottie --fps 30 -o swap-card.json"),
            ]
        )
    }

    /// What `export` writes in each format, for its help in the tool `toolName`.
    private static func discussion(toolName: String) -> String {
        """
        waapi is JSON a page passes to element.animate(keyframes, options) as it is: per layer \
        its element (size, anchor, model values as the underlying style) and its animations. css \
        is a stylesheet of @keyframes and one rule per layer, for a page with a container of the \
        class fx-EFFECT holding a data-stage element with one element per layer \
        (data-layer="NAME"), as its header comment shows; the class fx-play on the container \
        plays it, --fx-progress drives a progress-driven effect, and any number of exports \
        share a page (docs/Export.md, "Using the CSS on your page"). html is one self-contained page \
        that plays the effect, with play/pause, a scrubber, speed, loop and every column's \
        value. Core Animation's timing is mapped construct by construct (docs/Export.md); \
        springs and the spline modes are approximated within --tolerance and listed in the \
        output. lottie is one Lottie JSON animation: a shape layer per layer, drawn as a \
        rectangle of its bounds in the colour \(toolName) render gives it, with its transform as \
        keyframes at fractional frames of --fps; bezier and linear segments, holds, repeats and \
        groups are exact, and fxkit.approximated in the file lists what was sampled; a layer \
        turned out of the plane in perspective is the path of its projected corners. With -o \
        FILE.lottie, lottie is written as a dotLottie archive (manifest.json, then the \
        animation as a/NAME.json). An effect the format cannot express is an error naming the \
        layer and key path. --tolerance is points[,unitless]: one number sets points and a tenth \
        of it for unitless values. view-transition is CSS for a page transition: the layer \
        outgoing becomes ::view-transition-old(NAME) and incoming ::view-transition-new(NAME) \
        (NAME is --transition-name, root for the whole page), played by \
        document.startViewTransition(); any other layer is an error. scroll-driven is the css \
        stylesheet on the page's scroll timeline (animation-timeline: scroll(root block)): \
        scrolled to the top it shows progress 0, to the bottom progress 1, with no script; with \
        --scroll-timeline view it follows the container crossing the view instead.
        """
    }
}
