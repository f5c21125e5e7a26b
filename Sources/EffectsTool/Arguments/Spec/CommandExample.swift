/// One example invocation shown in a command's help, with a sentence saying what it does.
package struct CommandExample: Sendable, Equatable {
    /// What the example does, as a sentence (shown above the command line).
    var summary: String
    /// The command line, starting with the tool's name.
    var commandLine: String

    /// Creates an example from its summary and its command line.
    package init(_ summary: String, _ commandLine: String) {
        self.summary = summary
        self.commandLine = commandLine
    }
}
