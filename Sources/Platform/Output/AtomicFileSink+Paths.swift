import Glibc

extension AtomicFileSink {
    /// The `mkstemp` template beside `destination`: `dir/.name.XXXXXX`.
    static func temporaryTemplate(for destination: String) -> String {
        let slash = destination.lastIndex(of: "/")
        let directory = slash.map { destination[...$0] } ?? ""
        let name = slash.map { destination[destination.index(after: $0)...] } ?? destination[...]
        return "\(directory).\(shortened(name, toBytes: nameLimit - 8)).XXXXXX"
    }

    /// The most bytes a file name may have (`NAME_MAX` on Linux's file systems).
    static let nameLimit = 255

    /// The longest start of `name` of at most `limit` UTF-8 bytes, cut between characters: a name
    /// of 250 bytes is valid, but its temporary's `.name.XXXXXX` would not be.
    static func shortened(_ name: Substring, toBytes limit: Int) -> Substring {
        var bytes = 0
        var end = name.startIndex
        for scalar in name.unicodeScalars {
            bytes += scalar.utf8.count
            guard bytes <= limit else { break }
            end = name.unicodeScalars.index(after: end)
        }
        return name[..<end]
    }

    /// The directory part of `path` (`.` when there is none).
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `path` with its symbolic links followed, so that the rename replaces the link's target and
    /// keeps the link — a dangling link too, whose target is then created, as a shell's `>` does
    /// (it used to be replaced by the file, while a live one was followed); the path itself when it
    /// is not a link, or after 40 links (a loop, which the write then reports).
    static func resolvingLink(_ path: String) -> String {
        var current = path
        for _ in 0..<40 {
            var status = stat()
            guard lstat(current, &status) == 0, (status.st_mode & S_IFMT) == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count > 0 else { return current }
            let target = String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let base = directory(of: current)
            current =
                target.hasPrefix("/") || base == "." ? target : (base == "/" ? "/" : base + "/") + target
        }
        return path
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
