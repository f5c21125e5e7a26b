import Glibc

/// Why a file or directory could not be read, listed, made or replaced: the system's `errno`.
package struct FileFailure: Error, Equatable, Sendable {
    /// The `errno` value the failing call left.
    package var code: Int32
    /// The directory that could not be made on the way to the file, when that was the step that failed.
    package var directory: String?

    /// The failure `code`, met making `directory` when one is given.
    package init(code: Int32, directory: String? = nil) {
        self.code = code
        self.directory = directory
    }

    /// Whether nothing was at the path (`ENOENT`).
    package var isMissing: Bool { code == ENOENT }

    /// The system's reason in lowercase, after the unmade directory when there is one: "permission
    /// denied", "cannot make out/golden: permission denied".
    package var reason: String {
        let text = SystemError.reason(code)
        return directory.map { "cannot make \($0): \(text)" } ?? text
    }
}
