import ArgumentParsing

extension FxctlCommands {
    /// `fxctl list`.
    static let list = CommandSpec(
        name: "list",
        abstract: "List every registered effect with its origin, duration and summary.",
        discussion: """
            The origin is "built-in", the file the effect was loaded from, or for a shipped .fx \
            effect its file in fxkit's effects/ directory, prefixed "fxkit:" (fxkit:effects/fade.fx:5). \
            A file that fails to load is reported on standard error and the other effects are still \
            listed. The listing is cached (in $FXCTL_CACHE_DIR, else $XDG_CACHE_HOME/fxkit, else \
            ~/.cache/fxkit; an empty FXCTL_CACHE_DIR turns the cache off) and reused while fxctl and \
            every file it reads are unchanged; the output is the same either way.
            """,
        options: [
            .flag("names", help: "Print only the effect names, one per line (for scripts and completion).")
        ] + listLoadingOptions,
        examples: [
            CommandExample("List the built-in and shipped effects and those in ./effects:", "fxctl list"),
            CommandExample(
                "Include the effects of another directory:", "fxctl list --effects ~/fx/transitions"),
        ]
    )
}
