/// Why output could not be written.
package enum OutputError: Error, Equatable, Sendable {
    /// The reader closed the pipe (`fxctl sample … | head -1`): nothing is wrong, stop writing.
    case brokenPipe
    /// A file or stream could not be opened, written, synced or renamed; `reason` is the system's.
    case failed(action: String, target: String, reason: String)

    /// A one-line, lowercase message naming what failed and why, without an `error:` prefix.
    package var message: String {
        switch self {
        case .brokenPipe: "the output pipe was closed by the reader"
        case .failed(let action, let target, let reason): "cannot \(action) \(target): \(reason)"
        }
    }

    /// Whether the command should still exit successfully without printing anything: a reader that
    /// stops early (such as `head`) is not an error, as for most Unix tools.
    package var isQuiet: Bool { self == .brokenPipe }
}
