import Glibc

/// How fxctl treats a reader that goes away (`fxctl sample … | head -1`).
///
/// The default `SIGPIPE` would kill the process with status 141, which `set -o pipefail` scripts see
/// as a failure. fxctl ignores the signal instead: a write then fails with `EPIPE`, the sink throws
/// ``OutputError/brokenPipe``, the command stops producing output, and fxctl exits 0 without a message
/// (``OutputError/isQuiet``), since the reader got all it asked for.
package enum BrokenPipe {
    /// Makes writes to a closed pipe fail with `EPIPE` instead of killing the process; call once at
    /// start-up, before any output.
    package static func ignoreSignal() {
        _ = signal(SIGPIPE, SIG_IGN)
    }
}
