/// One command of the tool: its spec (name, arguments, options, help, examples) and its run.
///
/// Adding a command is one type conforming to this protocol, listed in
/// ``ToolConfiguration/commands``: the parser, the help, the usage errors, the completion scripts
/// and the runner all find it there. A command holds the ``CommandContext`` of its run (the
/// memberwise `init(context:)` is the one the runner calls).
protocol ToolCommand {
    /// The command's spec in the tool `tool` (examples and help name the tool).
    static func spec(for tool: ToolConfiguration) -> CommandSpec

    /// A command run in `context`.
    init(context: CommandContext)

    /// Runs the command; any error becomes its message and exit code in ``Runner``.
    func run() throws(CommandError)
}
