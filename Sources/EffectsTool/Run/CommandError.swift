import EffectsRegistry
import Platform

/// Everything that can stop an fxctl command, turned into a message and an exit code in one place
/// (`Runner.report(_:)`).
///
/// Usage mistakes exit 2; everything about the input — a bad parameter, an unknown effect, an
/// unreadable or broken file — and failed output exit 1; a reader that went away exits 0 quietly.
enum CommandError: Error, Sendable, Equatable {
    /// The command line itself is wrong (exit 2, with the usage line).
    case usage(UsageError)
    /// The input is wrong: the message says where and what (exit 1).
    case input(String)
    /// The problems were already printed, such as the diagnostics of `check` (exit 1, no message).
    case reported
    /// Output could not be written, or the reader closed the pipe (exit 0, silently).
    case output(OutputError)

    /// An input error carrying a core error's message.
    static func input(_ error: some Error & CustomStringConvertible) -> CommandError {
        .input(error.description)
    }
}

extension CommandError {
    /// The message printed after "Error: ", or an empty text for errors reported otherwise.
    var message: String {
        switch self {
        case .usage(let error): return error.message
        case .input(let message): return message
        case .reported: return ""
        case .output(let error): return error.message
        }
    }
}
