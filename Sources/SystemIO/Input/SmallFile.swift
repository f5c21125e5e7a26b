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

    /// Creates `directory` and its missing parents; whether it is a directory afterwards.
    package static func makeDirectories(_ directory: String) -> Bool {
        if FileKind.of(directory) == .directory { return true }
        let parent = AtomicFileSink.directory(of: directory)
        guard parent != directory, makeDirectories(parent) else { return false }
        return mkdir(directory, 0o700) == 0 || FileKind.of(directory) == .directory
    }
}
