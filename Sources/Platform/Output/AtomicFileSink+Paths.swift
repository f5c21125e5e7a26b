import Glibc

extension AtomicFileSink {
    /// The `mkstemp` template beside `destination`: `dir/.name.XXXXXX`.
    static func temporaryTemplate(for destination: String) -> String {
        guard let slash = destination.lastIndex(of: "/") else { return ".\(destination).XXXXXX" }
        let directory = destination[...slash]
        let name = destination[destination.index(after: slash)...]
        return "\(directory).\(name).XXXXXX"
    }

    /// The directory part of `path` (`.` when there is none).
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `path` with a symbolic link resolved, so that the rename replaces the link's target and keeps
    /// the link; the path itself when it is not a link or the link dangles.
    static func resolvingLink(_ path: String) -> String {
        var status = stat()
        guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFLNK,
            let resolved = realpath(path, nil)
        else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The process's file-creation mask, read by setting and restoring it (there is no other way).
    ///
    /// The mask is process-wide, so a file created on another thread between the two calls would
    /// get 0o022 instead. fxctl's only other threads are ``OrderedChunks`` workers, which format
    /// rows and create no files, and the sink is opened (this read included) on the command's
    /// thread before any of them starts; so no file creation can fall in the window.
    static func currentUmask() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }

    /// Syncs the directory holding `path` so the rename itself survives a crash; best effort, since
    /// the file's contents are already safe and some file systems refuse to sync directories.
    static func syncDirectory(of path: String) {
        let descriptor = open(directory(of: path), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        _ = close(descriptor)
    }
}
