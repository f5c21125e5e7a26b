import Platform

/// The platform's file calls in the terms of golden checks: paths in, ``GoldenError`` out.
enum GoldenFileSystem {
    /// The value of the environment variable `name`, or nil when it is not set.
    static func environment(_ name: String) -> String? {
        ProcessEnvironment.value(of: name)
    }

    /// The bytes of the file at `path`.
    static func contents(of path: String) throws(GoldenError) -> [UInt8] {
        do {
            return try FileContents.read(path, limit: .max)
        } catch {
            if error.isMissing { throw .missing(path: path) }
            throw .unreadable(path: path, reason: error.reason)
        }
    }

    /// Replaces the file at `path` with `bytes`, making its directories: a reader sees the old file
    /// or the new one, never half of one, and the new one is on the disk before it takes the old
    /// one's place.
    static func replace(_ path: String, with bytes: [UInt8]) throws(GoldenError) {
        do {
            // A golden file is read like any source file, so not private (0600) as a cache entry is.
            try FileReplacement.replace(path, with: bytes, mode: 0o644, directoryMode: 0o755, syncs: true)
        } catch {
            throw .unwritable(path: path, reason: error.reason)
        }
    }
}
