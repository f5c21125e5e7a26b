/// The command table of a tool: every command, argument and option, with help and examples.
///
/// The parser, the help text, the usage errors and the completion scripts all read this table, so
/// it is the one place where a tool's interface is written down. Each command's spec lives beside
/// its run (`ListCommand+Spec.swift`); options several commands share are in
/// `ToolCommand+SharedOptions.swift`.
enum ToolCommands {
    /// The root command of `tool`: the tool itself, whose subcommands are the commands and `help`.
    static func root(for tool: ToolConfiguration) -> CommandSpec {
        CommandSpec(
            name: tool.name,
            abstract: "Inspect, sample and draw UI transition effects.",
            discussion: """
                \(tool.name) works on the built-in effects (reveal, slide, swap-card, stack), on the .fx \
                effects fxkit ships (fade, push, move-in, the seeds' twins, the examples: part of the \
                binary, in every directory) and on effects written in .fx files. Sampling an effect gives a table of every animated layer property \
                over time, to compare with what a device shows or to feed a test.

                A .css file is an effect source too: each @keyframes is an effect, timed as the cascade \
                times the element that plays it (--element '.animated.bounce' names the element's \
                classes; --media reduced-motion applies the reduced-motion blocks; see docs/Import.md).

                Name an effect by its registry name (swap-card), by a path (effects/card.fx), by \
                path:name for a file that defines several, or by - to read .fx source from standard \
                input. Effects load from the built-ins, ./effects when present, every --effects DIR, \
                the directories listed in \(tool.variables.path) (separated by colons) and the shipped catalogue; a \
                file's effect replaces a shipped effect of the same name.

                Output is coloured only on a terminal, and never when NO_COLOR is set or --no-color is \
                given. Exit status: 0 on success, 1 when the input is wrong, 2 for a usage mistake.
                """,
            subcommands: tool.commands.map { $0.spec(for: tool) } + [help(for: tool)],
            examples: [
                CommandExample("See every effect \(tool.name) knows:", "\(tool.name) list"),
                CommandExample(
                    "Sample swap-card at 30 frames per second as an aligned table:",
                    "\(tool.name) sample swap-card --fps 30 --format table"),
            ]
        )
    }
}
