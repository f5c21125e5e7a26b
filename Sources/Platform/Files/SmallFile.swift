import Glibc

/// Reading and replacing small files whole, for data a program keeps for itself (a cache).
package enum SmallFile {
    /// The bytes of the regular file at `path`, or `nil` when it cannot be opened or read, holds
    /// more than `limit` bytes or is anything but a regular file (a symbolic link included).
    ///
    /// Opened without blocking and without following a link, so that a FIFO or device planted at
    /// the path cannot hang the open before the check refuses it (on a regular file `O_NONBLOCK`
    /// changes nothing).
    package static func read(_ path: String, limit: Int) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return try? DescriptorReader.readAll(descriptor, limit: limit)
    }

    /// Replaces the file at `path` with `bytes` atomically (never half-written), as a regular file of
    /// mode 0600, creating the directories on the way (mode 0700: what is kept there is the user's
    /// own); `false` when any step fails, with nothing left behind but the directories.
    ///
    /// Unlike ``AtomicFileSink`` (for `-o`, which replaces a link's target on purpose) nothing at
    /// `path` is followed (see ``FileReplacement``). The mode is 0600 whatever an old entry's was, so
    /// an entry made unreadable is not kept unreadable. Nothing is synced: a file torn by a crash
    /// fails its checksum when read back and counts as no entry, so the cost of `fsync` would buy
    /// nothing.
    package static func replace(_ path: String, with bytes: [UInt8]) -> Bool {
        do {
            try FileReplacement.replace(path, with: bytes, mode: 0o600, directoryMode: 0o700, syncs: false)
            return true
        } catch {
            return false
        }
    }
}
