import Glibc

/// How fxctl treats the file size limit (`ulimit -f`).
///
/// Past the limit the kernel sends `SIGXFSZ`, whose default action kills the process on the spot,
/// leaving the `-o` temporary behind and printing nothing. fxctl ignores the signal instead: the
/// write then fails with `EFBIG`, the sink throws and removes its temporary, and fxctl says
/// "File too large" and exits 1, as for a full device.
package enum FileSizeLimit {
    /// Makes writes past the limit fail with `EFBIG` instead of killing the process; call once at
    /// start-up, before any output.
    package static func ignoreSignal() {
        _ = signal(SIGXFSZ, SIG_IGN)
    }
}
