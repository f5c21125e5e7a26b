/// What the command line asks for, once parsed: run a command, show help, or show the version.
package enum Invocation: Sendable, Equatable {
    /// Run the command with the values it was given.
    case run(ParsedCommand)
    /// Print the help of the command at this path (`["fxctl"]` for the root).
    case help([String])
    /// Print the tool's version.
    case version
}
