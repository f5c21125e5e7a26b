import Glibc
import SystemIO

/// The files fxctl reads, with relative paths taken from a working directory.
///
/// The tool itself works in the process's directory (`"."`, paths used as given); in-process tests
/// give each runner its own scratch directory, since the process has only one current directory.
/// Messages always quote the path as the user wrote it.
struct FileSystem: Sendable {
    /// The directory relative paths start from.
    var workingDirectory: String

    /// A file system rooted at `workingDirectory`.
    init(workingDirectory: String = ".") {
        self.workingDirectory = workingDirectory
    }

    /// The largest file fxctl reads (effect files are small; this keeps a mistaken path such as a
    /// disk image from exhausting memory).
    static let maximumFileBytes = 16 * 1024 * 1024

    /// The path to hand to the system for `path`: as given when absolute or when working in `"."`.
    func resolve(_ path: String) -> String {
        if path.hasPrefix("/") || workingDirectory == "." { return path }
        return workingDirectory + "/" + path
    }

    /// What is at `path`: a regular file, a directory, something else, or nothing.
    func kind(of path: String) -> FileKind {
        var status = stat()
        guard stat(resolve(path), &status) == 0 else { return .missing }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    /// The path with links and `..` resolved, to tell whether two names mean the same file or
    /// directory; the path itself when it cannot be resolved.
    func canonical(_ path: String) -> String {
        guard let resolved = realpath(resolve(path), nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The bytes of the file at `path`.
    ///
    /// - Throws: `.input` with "cannot read 'path': reason" when it is missing, a directory,
    ///   unreadable or larger than `maximumFileBytes`.
    func read(_ path: String) throws(CommandError) -> [UInt8] {
        let quoted = SystemError.quoted(path)
        if kind(of: path) == .directory {
            throw .input("cannot read \(quoted): \(SystemError.reason(EISDIR))")
        }
        let descriptor = open(resolve(path), O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .input("cannot read \(quoted): \(SystemError.reason(errno))") }
        defer { close(descriptor) }
        return try FileSystem.readAll(descriptor, name: quoted)
    }

    /// Every byte from `descriptor` until the end, refusing more than `maximumFileBytes`.
    static func readAll(_ descriptor: Int32, name: String) throws(CommandError) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                throw .input("cannot read \(name): \(SystemError.reason(errno))")
            }
            guard bytes.count + count <= maximumFileBytes else {
                throw .input("cannot read \(name): larger than \(maximumFileBytes / 1024 / 1024) MiB")
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    /// The most directory levels `files(in:withSuffix:)` descends.
    static let maximumDirectoryDepth = 16

    /// The files under the directory `path` (subdirectories included) whose names end with
    /// `suffix`, as paths joined to `path` (`effects/seeds/card.fx`), sorted within each directory
    /// with a directory's files before its subdirectories'; hidden entries are left out.
    func files(in path: String, withSuffix suffix: String) throws(CommandError) -> [String] {
        try files(in: path, withSuffix: suffix, depth: 0)
    }

    private func files(in path: String, withSuffix suffix: String, depth: Int) throws(CommandError)
        -> [String]
    {
        guard depth < FileSystem.maximumDirectoryDepth else { return [] }
        guard let handle = opendir(resolve(path)) else {
            throw .input(
                "cannot read the directory \(SystemError.quoted(path)): \(SystemError.reason(errno))")
        }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if !name.hasPrefix(".") { names.append(name) }
        }
        closedir(handle)
        var found: [String] = []
        var directories: [String] = []
        for name in names.sorted() {
            let joined = path.hasSuffix("/") ? path + name : path + "/" + name
            switch kind(of: joined) {
            case .file where name.hasSuffix(suffix): found.append(joined)
            case .directory: directories.append(joined)
            default: break
            }
        }
        for directory in directories {
            // An unreadable subdirectory is skipped rather than failing the whole directory.
            found += (try? files(in: directory, withSuffix: suffix, depth: depth + 1)) ?? []
        }
        return found
    }
}
