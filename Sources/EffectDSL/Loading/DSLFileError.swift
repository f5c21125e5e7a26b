/// Why a `.fx` file or a directory of them could not be found or read.
///
/// Problems inside a file's text (invalid UTF-8, a file over the size limit, syntax) are not these:
/// they are positioned diagnostics of the file.
public enum DSLFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A file that could not be opened or read; `reason` is the system's, lowercase ("no such file
    /// or directory", "permission denied", "is a directory").
    case unreadableFile(path: String, reason: String)
    /// A directory that could not be listed, for the system's `reason` ("not a directory").
    case unreadableDirectory(path: String, reason: String)
    /// A `.fx` entry of a directory that is a symbolic link to nothing.
    case danglingLink(path: String)
    /// A `.fx` entry of a directory that is a pipe, a device or a socket, never opened (reading one
    /// could wait forever).
    case notARegularFile(path: String)
    /// A directory more than `limit` levels below the directory searched; not searched.
    case tooDeep(path: String, limit: Int)
    /// A search that met more than `limit` `.fx` files; those after the limit are not loaded.
    case tooManyFiles(path: String, limit: Int)
    /// An entry of `directory` whose name is not UTF-8, so it cannot be named in messages or origins.
    case nameNotUTF8(directory: String)

    /// The file or directory the problem is about, as the caller wrote it.
    public var path: String {
        switch self {
        case .unreadableFile(let path, _), .unreadableDirectory(let path, _), .danglingLink(let path),
            .notARegularFile(let path), .tooDeep(let path, _), .tooManyFiles(let path, _),
            .nameNotUTF8(let path):
            return path
        }
    }

    /// The lowercase message, quoting the path: "cannot read 'effects/x.fx': permission denied".
    public var description: String {
        switch self {
        case .unreadableFile(let path, let reason): return "cannot read '\(path)': \(reason)"
        case .unreadableDirectory(let path, let reason):
            return "cannot read the directory '\(path)': \(reason)"
        case .danglingLink(let path): return "cannot read '\(path)': a symbolic link to nothing"
        case .notARegularFile(let path): return "cannot read '\(path)': not a regular file"
        case .tooDeep(let path, let limit):
            return "cannot read the directory '\(path)': more than \(limit) levels deep"
        case .tooManyFiles(let path, let limit):
            return "cannot read all of '\(path)': more than \(limit) .fx files, the rest are not loaded"
        case .nameNotUTF8(let directory):
            return "cannot read an entry of the directory '\(directory)': its name is not UTF-8"
        }
    }
}
