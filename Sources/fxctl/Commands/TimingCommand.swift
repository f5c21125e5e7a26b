/// `fxctl timing`.
struct TimingCommand {
    /// What the command works with.
    var context: CommandContext

    /// A command in `context`.
    init(_ context: CommandContext) {
        self.context = context
    }

    /// Runs the command.
    func run() throws(CommandError) {
        throw .input("'timing' is not available yet")
    }
}
