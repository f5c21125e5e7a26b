import Glibc

/// What a path names.
package enum FileKind: Sendable, Equatable {
    /// A regular file.
    case file
    /// A directory.
    case directory
    /// A device, pipe or socket.
    case other
    /// Nothing (or nothing that can be seen).
    case missing

    /// What is at `path`, following symbolic links.
    package static func of(_ path: String) -> FileKind {
        var status = stat()
        guard stat(path, &status) == 0 else { return .missing }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    /// The absolute path of `path` with every link and `.`/`..` resolved; `nil` when it cannot be.
    package static func canonical(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
