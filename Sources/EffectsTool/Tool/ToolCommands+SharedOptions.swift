/// The arguments and options several commands share.
extension ToolCommands {
    /// The effect a command works on.
    static let effectArgument = ArgumentSpec(
        "effect",
        help: """
            A registry name (swap-card), a path (effects/card.fx, site.css, intro.json, intro.lottie), path:name, or - to \
            read .fx source from standard input.
            """,
        completion: .effect)

    /// `--effects DIR`: an extra directory of .fx files.
    static let effectsOption = OptionSpec(
        "effects", value: "dir",
        help: "Also load the effects of the .fx, .css and Lottie (.json, .lottie) files in this directory.",
        isRepeatable: true, completion: .directory)

    /// `--no-color`: plain output even on a terminal.
    static let noColorOption = OptionSpec.flag(
        "no-color", help: "Never colour the output (NO_COLOR in the environment does the same).")

    /// `--element SELECTOR`: the element a stylesheet's animations are imported for.
    static let elementOption = OptionSpec(
        "element", value: "selector",
        help: """
            Import .css files for the element this selector selects on the smallest page it \
            describes, such as '.animated.bounce', '.stage > #hero.box' (the parent is the stage, \
            whose perspective applies) or '.spinner > div:nth-child(2)'; with --markup, the page's \
            animated elements it selects. Without either, each @keyframes is played by the last \
            rule that names it.
            """)

    /// `--markup HTML|FILE`: the page a stylesheet's animations play on.
    static let markupOption = OptionSpec(
        "markup", value: "html|file",
        help: """
            Import .css files as they play on this page (HTML, inline when it starts with '<', else \
            a file): every element or ::before/::after box the stylesheet animates is a layer of \
            the effect, named by its id, else its classes and place ('dot-2').
            """, completion: .file)

    /// `--toggle 'STATE on SELECTOR [at TIME]'`: a change of state of the page, whose transitions
    /// are the effect.
    static let toggleOption = OptionSpec(
        "toggle", value: "change",
        help: """
            With --markup, import .css files as the transitions a change of state runs: \
            '.open on .dialog' toggles the class open on the elements .dialog selects, \
            '[data-state=open] on .menu' sets or removes an attribute, ':hover on .card at 300ms' hovers \
            (or stops hovering) .card 300 ms into the effect. Repeat it for a sequence; a change back \
            while a transition runs reverses it, as browsers do.
            """, isRepeatable: true)

    /// `--media reduced-motion`: which `@media (prefers-reduced-motion)` blocks of a stylesheet apply.
    static let mediaOption = OptionSpec(
        "media", value: "setting",
        help: "Import .css files as a browser with this setting plays them: reduced-motion applies the "
            + "@media (prefers-reduced-motion: reduce) blocks.",
        default: .value("no-preference"), completion: .choices(["no-preference", "reduced-motion"]))

    /// `--quiet`: no warnings about what the import of the effect's file left out.
    static let quietOption = OptionSpec.flag(
        "quiet",
        help:
            "Do not warn about what the import of the effect's .css or Lottie file left out (check shows it)."
    )

    /// How stylesheets are imported: `--element`, `--markup`, `--toggle` and `--media`.
    static let stylesheetOptions = [elementOption, markupOption, toggleOption, mediaOption]

    /// The options of every command that loads one effect.
    static let effectLoadingOptions = [effectsOption] + stylesheetOptions + [quietOption, noColorOption]

    /// The options of `list`, which lists each stylesheet's effects as its own rules play them.
    static let listLoadingOptions = [effectsOption, noColorOption]

    /// `-p NAME=VALUE`: an effect parameter.
    static let parameterOption = OptionSpec(
        "param", short: "p", value: "name=value",
        help: "Set a parameter of the effect, such as -p angle=0.2 or -p offset=90,-20.",
        isRepeatable: true, completion: .parameter)

    /// `-o FILE`: where the output goes.
    static let outputOption = OptionSpec(
        "output", short: "o", value: "file",
        help: "Write to this file instead of standard output; it is replaced only when complete.",
        completion: .file)

    /// `--viewport WxH`: the screen size the effect plays on.
    static let viewportOption = OptionSpec(
        "viewport", value: "wxh", help: "The size in points of the screen the effect plays on.",
        default: .value("375x667"))

    /// `--columns GLOB`: which columns to keep.
    static let columnsOption = OptionSpec(
        "columns", value: "glob",
        help: "Keep only the columns matching these globs, such as 'front.*' or '*.opacity'.",
        isRepeatable: true, isCommaSeparated: true)

    /// `--progress`: progress from 0 to 1 instead of seconds.
    static let progressOption = OptionSpec.flag(
        "progress", help: "Use progress from 0 to 1 instead of time in seconds.")

    /// The table formats of the core.
    static let tableFormats = ["csv", "tsv", "json", "markdown", "table"]

    /// `--format` for commands that print a table.
    static let tableFormatOption = OptionSpec(
        "format", value: "format", help: "The output format.",
        default: .described("table on a terminal, csv otherwise"), completion: .choices(tableFormats))
}
