import EffectDSL
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
        FileKind.of(resolve(path))
    }

    /// The absolute path of the working directory, links resolved; `nil` when it cannot be found.
    var absoluteWorkingDirectory: String? {
        FileKind.canonical(workingDirectory)
    }

    /// The bytes of the small file at `path` (at most `limit`), or `nil` when they cannot be read.
    func readSmallFile(_ path: String, limit: Int) -> [UInt8]? {
        SmallFile.read(resolve(path), limit: limit)
    }

    /// Replaces the file at `path` with `bytes` atomically, creating its directories; whether it did.
    func replaceFile(_ path: String, with bytes: [UInt8]) -> Bool {
        SmallFile.replace(resolve(path), with: bytes)
    }

    /// Every byte from `descriptor` until the end, refusing more than `maximumFileBytes`.
    static func readAll(_ descriptor: Int32, name: String) throws(CommandError) -> [UInt8] {
        do {
            return try DescriptorReader.readAll(descriptor, limit: maximumFileBytes)
        } catch {
            switch error {
            case .system(let reason): throw .input("cannot read \(name): \(reason)")
            case .tooLarge(let limit):
                throw .input("cannot read \(name): larger than \(limit / 1024 / 1024) MiB")
            }
        }
    }
}
