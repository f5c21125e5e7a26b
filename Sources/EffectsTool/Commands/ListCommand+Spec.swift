extension ListCommand {
    /// The spec of `list`, in the tool `tool`.
    static func spec(for tool: ToolConfiguration) -> CommandSpec {
        CommandSpec(
            name: "list",
            abstract: "List every registered effect with its origin, duration and summary.",
            discussion: """
                The origin is "built-in", the file the effect was loaded from, or for a shipped .fx \
                effect its file in fxkit's effects/ directory, prefixed "fxkit:" (fxkit:effects/fade.fx:5). \
                A file that fails to load is reported on standard error and the other effects are still \
                listed. The listing is cached (in $\(tool.variables.cacheDirectory), else $XDG_CACHE_HOME/fxkit, else \
                ~/.cache/fxkit; an empty \(tool.variables.cacheDirectory) turns the cache off) and reused while \(tool.name) and \
                every file it reads are unchanged; the output is the same either way.
                """,
            options: [
                .flag(
                    "names", help: "Print only the effect names, one per line (for scripts and completion).")
            ] + ToolCommands.listLoadingOptions,
            examples: [
                CommandExample(
                    "List the built-in and shipped effects and those in ./effects:", "\(tool.name) list"),
                CommandExample(
                    "Include the effects of another directory:",
                    "\(tool.name) list --effects ~/fx/transitions"),
            ]
        )
    }
}
