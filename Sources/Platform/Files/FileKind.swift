import Glibc

/// What a path names, symbolic links followed.
package enum FileKind: Sendable, Equatable {
    /// A regular file.
    case file
    /// A directory.
    case directory
    /// A device, pipe or socket.
    case other
    /// A symbolic link to nothing.
    case dangling
    /// Nothing that can be seen, for the system's reason ("no such file or directory").
    case missing(reason: String)

    /// Whether nothing can be read at the path: nothing is there, or a link leads nowhere.
    package var isMissing: Bool {
        switch self {
        case .dangling, .missing: return true
        case .file, .directory, .other: return false
        }
    }

    /// What is at `path`, following symbolic links; a link whose target is missing is `.dangling`.
    package static func of(_ path: String) -> FileKind {
        var status = stat()
        guard stat(path, &status) == 0 else {
            let code = errno
            var link = stat()
            if code == ENOENT, lstat(path, &link) == 0 { return .dangling }
            return .missing(reason: SystemError.reason(code))
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    /// The absolute path of `path` with every link and `.`/`..` resolved, to tell whether two paths
    /// reach the same file; `nil` when it cannot be resolved.
    package static func canonical(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
