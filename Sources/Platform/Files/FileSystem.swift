/// Where a program's relative paths start, and what a path names.
///
/// A program works in the process's directory (`"."`, paths used as given); in-process tests give
/// each run its own scratch directory, since the process has only one current directory.
package struct FileSystem: Sendable {
    /// The directory relative paths start from.
    package var workingDirectory: String

    /// A file system rooted at `workingDirectory`.
    package init(workingDirectory: String = ".") {
        self.workingDirectory = workingDirectory
    }

    /// The path to hand to the system for `path`: as given when absolute or when working in `"."`.
    package func resolve(_ path: String) -> String {
        if path.hasPrefix("/") || workingDirectory == "." { return path }
        return workingDirectory + "/" + path
    }

    /// What is at `path`: a regular file, a directory, something else, or nothing.
    package func kind(of path: String) -> FileKind {
        FileKind.of(resolve(path))
    }

    /// The absolute path of the working directory, links resolved; `nil` when it cannot be found.
    package var absoluteWorkingDirectory: String? {
        FileKind.canonical(workingDirectory)
    }

    /// The bytes of the small file at `path` (at most `limit`), or `nil` when they cannot be read.
    package func readSmallFile(_ path: String, limit: Int) -> [UInt8]? {
        SmallFile.read(resolve(path), limit: limit)
    }

    /// Replaces the file at `path` with `bytes` atomically, creating its directories; whether it did.
    package func replaceFile(_ path: String, with bytes: [UInt8]) -> Bool {
        SmallFile.replace(resolve(path), with: bytes)
    }
}
