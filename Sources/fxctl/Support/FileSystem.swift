import EffectDSL
import Glibc
import SystemIO

/// Where fxctl's relative paths start, and what a path names.
///
/// The tool itself works in the process's directory (`"."`, paths used as given); in-process tests
/// give each runner its own scratch directory, since the process has only one current directory.
/// Finding and reading `.fx` files is the EffectDSL providers' job, given this working directory.
struct FileSystem: Sendable {
    /// The directory relative paths start from.
    var workingDirectory: String

    /// A file system rooted at `workingDirectory`.
    init(workingDirectory: String = ".") {
        self.workingDirectory = workingDirectory
    }

    /// The most fxctl reads from standard input: as much as the DSL reads from a file.
    static let maximumFileBytes = DSLLimits.standard.fileBytes

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
}
