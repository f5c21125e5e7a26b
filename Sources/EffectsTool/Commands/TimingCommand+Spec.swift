extension TimingCommand {
    /// The spec of `timing`, in the tool `tool`.
    static func spec(for tool: ToolConfiguration) -> CommandSpec {
        CommandSpec(
            name: "timing",
            abstract: "Evaluate a timing function at chosen inputs.",
            discussion: """
                The timing function is written as in .fx files: linear, ease, default, ease-in, \
                ease-out, ease-in-out, cubic-bezier(x1,y1,x2,y2), steps(n, jump-end), linear(...), \
                spring(...) or hold. Each row gives an input from 0 to 1 and the curve's output. \
                A spring runs in seconds, as on iOS: its input is the time since it began, in \
                seconds (the column t), and --samples spread from 0 to its settling duration.
                """,
            arguments: [
                ArgumentSpec(
                    "timing-function", help: "The timing function; quote it when it has parentheses.")
            ],
            options: [
                OptionSpec(
                    "at", value: "x", help: "Evaluate at exactly these inputs.", isRepeatable: true,
                    isCommaSeparated: true),
                OptionSpec(
                    "samples", value: "n",
                    help:
                        "Evaluate at this many evenly spaced inputs from 0 to 1 (a spring: to its settling duration).",
                    default: .value("11")),
                ToolCommands.tableFormatOption,
            ],
            examples: [
                CommandExample(
                    "Evaluate CSS ease-in-out a quarter of the way through:",
                    "\(tool.name) timing \"cubic-bezier(.42,0,.58,1)\" --at 0.25"),
                CommandExample(
                    "Evaluate Core Animation's default spring 0.1 seconds after it began:",
                    "\(tool.name) timing \"spring(damping: 10)\" --at 0.1"),
                CommandExample(
                    "Tabulate ease-out at five inputs:",
                    "\(tool.name) timing ease-out --samples 5 --format table"),
            ],
            exclusiveOptions: [["at", "samples"]]
        )
    }
}
