import Glibc

/// A sink for `-o FILE` that replaces the file atomically: the bytes go to a temporary file in the
/// same directory (`.name.XXXXXX`), which is synced and renamed over the destination only when
/// ``finish()`` succeeds.
///
/// On any failure — and when the sink is dropped without ``finish()``, for example because the
/// command failed — the temporary file is removed, so no partial file is ever seen and an existing
/// destination keeps its old contents; an interrupt (`SIGINT`, `SIGTERM`) removes it too
/// (``InterruptCleanup``). A symbolic link is followed, so its target is replaced rather
/// than the link. Use ``OutputDestination`` to open `-o` paths: devices and pipes such as `/dev/null`
/// are written directly, since they cannot be replaced by a rename.
package final class AtomicFileSink: OutputSink {
    /// The path as the user gave it (used in messages).
    let path: String
    /// Files are never terminals.
    package let isTerminal = false
    /// Where the finished file goes: `path`, with a symbolic link resolved.
    private let destination: String
    /// The hidden temporary file, until it is renamed or removed.
    private var temporaryPath: String?
    private let file: FileDescriptorSink
    private let mode: mode_t

    /// Creates the temporary file next to `path` now, so that an unwritable directory is reported
    /// before any work is done.
    init(path: String) throws(OutputError) {
        self.path = path
        let quoted = SystemError.quoted(path)
        guard !path.isEmpty else {
            throw .failed(action: "write", target: quoted, reason: SystemError.reason(ENOENT))
        }
        let destination = AtomicFileSink.resolvingLink(path)
        var status = stat()
        let exists = stat(destination, &status) == 0
        if exists && (status.st_mode & S_IFMT) == S_IFDIR || path.hasSuffix("/") {
            throw .failed(action: "write", target: quoted, reason: SystemError.reason(EISDIR))
        }
        var template = Array(AtomicFileSink.temporaryTemplate(for: destination).utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return -1 }
            return mkstemp(base)
        }
        guard descriptor >= 0 else {
            throw .failed(action: "write", target: quoted, reason: SystemError.reason(errno))
        }
        self.destination = destination
        self.temporaryPath = String(
            decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if let temporaryPath { InterruptCleanup.register(temporaryPath) }
        self.file = FileDescriptorSink(descriptor: descriptor, name: quoted, closesOnFinish: true)
        // An existing file keeps its permissions; a new one gets the usual 0666 less the umask
        // (mkstemp creates 0600).
        self.mode = exists ? status.st_mode & 0o7777 : 0o666 & ~AtomicFileSink.currentUmask()
    }

    deinit { discard() }

    package func write(_ bytes: UnsafeRawBufferPointer) throws(OutputError) {
        guard temporaryPath != nil else {
            throw .failed(
                action: "write", target: SystemError.quoted(path), reason: "the file is already closed")
        }
        do {
            try file.write(bytes)
        } catch {
            discard()
            throw error
        }
    }

    /// Flushes, syncs and closes the temporary file, then renames it over the destination.
    package func finish() throws(OutputError) {
        guard let temporaryPath else {
            throw .failed(
                action: "write", target: SystemError.quoted(path), reason: "the file is already closed")
        }
        do {
            try file.flush()
            try check(fsync(file.descriptor))
            try check(fchmod(file.descriptor, mode))
            try file.finish()
            try check(rename(temporaryPath, destination))
        } catch {
            discard()
            throw error
        }
        // After the rename: an interrupt before it still removes the temporary file.
        InterruptCleanup.unregister()
        self.temporaryPath = nil
        AtomicFileSink.syncDirectory(of: destination)
    }

    /// Removes the temporary file; the destination is left as it was.
    func discard() {
        guard let temporaryPath else { return }
        self.temporaryPath = nil
        try? file.finish()
        _ = unlink(temporaryPath)
        InterruptCleanup.unregister()
    }

    private func check(_ result: Int32) throws(OutputError) {
        guard result != 0 else { return }
        throw .failed(action: "write", target: SystemError.quoted(path), reason: SystemError.reason(errno))
    }
}
