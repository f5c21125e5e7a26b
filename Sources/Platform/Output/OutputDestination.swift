import Glibc

/// Opens the sink for an `-o` argument.
package enum OutputDestination {
    /// The sink for `path`: `standardOutput` for `-`; the device or pipe itself for an existing
    /// non-regular file (`/dev/null`, `/dev/stdout`, a FIFO), which a rename must not replace;
    /// otherwise an ``AtomicFileSink``.
    package static func open(_ path: String, standardOutput: any OutputSink) throws(OutputError)
        -> any OutputSink
    {
        if path == "-" { return standardOutput }
        var status = stat()
        let kind = stat(path, &status) == 0 ? status.st_mode & S_IFMT : S_IFREG
        guard kind != S_IFREG, kind != S_IFDIR else { return try AtomicFileSink(path: path) }
        let descriptor = Glibc.open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw .failed(
                action: "write", target: SystemError.quoted(path), reason: SystemError.reason(errno))
        }
        return FileDescriptorSink(
            descriptor: descriptor, name: SystemError.quoted(path), closesOnFinish: true)
    }
}
