/// A mistake in how the tool was called: an unknown command or option, a missing or malformed value.
///
/// The message says what is wrong in lowercase and quotes what the user typed; `report(root:)` adds
/// the usage line of the command the error belongs to. Messages are built by the static factories in
/// `UsageError+Messages.swift`, so all of them are in one place.
package struct UsageError: Error, Sendable, Equatable {
    /// What is wrong, without the "Error: " prefix.
    package var message: String
    /// The command the error belongs to, starting with the tool's name (`["fxctl", "sample"]`).
    var commandPath: [String]

    /// Creates an error with a message for the command at `commandPath`.
    init(_ message: String, commandPath: [String]) {
        self.message = message
        self.commandPath = commandPath
    }

    /// The process exit code for a usage error (2, as for every Unix tool's usage mistakes).
    package var exitCode: Int32 { 2 }
}
