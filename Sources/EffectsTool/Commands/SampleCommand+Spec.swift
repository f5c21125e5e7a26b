extension SampleCommand {
    /// The spec of `sample`, in the tool `tool`.
    static func spec(for tool: ToolConfiguration) -> CommandSpec {
        CommandSpec(
            name: "sample",
            abstract: "Sample an effect into a table of its layers' values over time.",
            discussion: discussion,
            arguments: [ToolCommands.effectArgument],
            options: options,
            examples: [
                CommandExample(
                    "Sample swap-card at 30 frames per second as an aligned table:",
                    "\(tool.name) sample swap-card --fps 30 --format table"),
                CommandExample(
                    "Save the front card's columns at three moments as CSV:",
                    "\(tool.name) sample swap-card --at 0,0.6,1.2 --columns 'front.*' -o front.csv"),
                CommandExample(
                    "Follow a drag of the top card to the right, in eleven steps of progress:",
                    "\(tool.name) sample stack --progress --samples 11 -p direction=right"),
                CommandExample(
                    "Show where the corners of swap-card's front card are drawn, every tenth of a second:",
                    "\(tool.name) sample swap-card --step 0.1 --geometry --columns 'front.corners.*'"),
                CommandExample(
                    "Play a gallery of five items: forward twice, then back once:",
                    "\(tool.name) sample slide --items 5 --play next,next,previous"),
            ],
            exclusiveOptions: [["fps", "samples", "step", "at"]]
        )
    }

    /// What `sample --help` says after the usage: the moments, the formats, the geometry columns
    /// and sequences.
    static let discussion = """
        Each row is one moment and each column one layer property (t, progress, then \
        front.position.x, back.opacity, ...). The moments are every frame at --fps, --samples \
        evenly spaced moments from start to end, one every --step seconds, or exactly those of \
        --at; with --progress they are progress values from 0 to 1 instead of seconds. A \
        moment of --at before 0 or after the end (a progress outside 0 to 1) is sampled as \
        asked: there each property shows its model value, or the value a fill holds, and a \
        warning on standard error names the moments outside (after the end of an effect that \
        plays for ever, such as an infinite CSS animation, it still plays: no warning).

        With --progress, --at and --step are progresses and the default is 101 evenly spaced \
        progresses (0, 0.01, ..., 1); --fps, being about time, cannot be combined with it. \
        --progress is never implied, even for effects a gesture drives (slide, stack): the same \
        command line samples the same moments of every effect.

        The format is --format, else the one the -o file's extension names (.csv, .tsv, .json, \
        .md, .txt for table; another extension is refused, a name without one is csv), else \
        table on a terminal and csv otherwise. csv, tsv and json stream row by row \
        in constant memory; markdown and table align columns, so they hold the rows first.

        --geometry adds, after each layer's columns, what the layer looks like: its composed \
        transform (layer.matrix.m11 ... layer.matrix.m44, in CATransform3D order: the transform \
        property inside scale, rotation about x, y and z, and translation), the four corners of \
        its bounds projected into the viewport after anchor point, position, zPosition and the \
        viewport's sublayer transform (layer.corners.topLeft.x, .topLeft.y, then topRight, \
        bottomRight and bottomLeft; a corner at or behind the eye is divided by 0.001 rather \
        than its w), layer.frontFacing (1 when its front faces the viewer) and layer.visible (0 \
        when it is hidden, shows its back and is not double-sided, or lies wholly behind the \
        eye; a layer partly behind it shows its part in front). A layer without a size is the \
        viewport's size, one without a position sits at its centre. With --items, each layer's \
        geometry columns come after its own columns and before its item column.

        --items, --start and --play sample a sequence: the steps of --play one after the other \
        over a gallery of --items items (next and previous for reveal, slide and swap-card; \
        swipe-left, swipe-right and undo for stack), with a column per layer for the item it \
        shows.
        """

    /// The options of `sample`, the effect-loading ones last.
    static let options: [OptionSpec] =
        [
            OptionSpec(
                "fps", value: "n", help: "Sample every frame at this frame rate.", default: .value("60")),
            OptionSpec(
                "samples", value: "n", help: "Sample this many evenly spaced moments, ends included."),
            OptionSpec("step", value: "seconds", help: "Sample one moment every this many seconds."),
            OptionSpec(
                "at", value: "t", help: "Sample exactly these moments.", isRepeatable: true,
                isCommaSeparated: true),
            ToolCommands.progressOption,
            ToolCommands.columnsOption,
            .flag(
                "geometry",
                help: "Add each layer's composed matrix, projected corners, facing and visibility."),
            OptionSpec(
                "precision", value: "digits", help: "Round values to this many digits after the point.",
                default: .described("shortest round-trip")),
            ToolCommands.tableFormatOption,
            ToolCommands.parameterOption,
            ToolCommands.viewportOption,
            ToolCommands.outputOption,
            OptionSpec("items", value: "n", help: "Play a sequence over a gallery of this many items."),
            OptionSpec(
                "start", value: "index", help: "The item shown before the first step.",
                default: .value("0")),
            OptionSpec(
                "play", value: "step", help: "The steps of the sequence, in order.", isRepeatable: true,
                isCommaSeparated: true,
                completion: .choices(["next", "previous", "swipe-left", "swipe-right", "undo"])),
            .flag("no-wrap", help: "Make stepping past either end of the gallery an error."),
        ] + ToolCommands.effectLoadingOptions
}
