#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading, atomically replacing and finding golden files with the C library (no Foundation, as in
/// the rest of fxkit's libraries).
enum GoldenFileSystem {
    /// The value of the environment variable `name`, or nil when it is not set.
    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// The bytes of the file at `path`.
    static func contents(of path: String) throws(GoldenError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            if errno == ENOENT { throw .missing(path: path) }
            throw .unreadable(path: path, reason: reason())
        }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(path: path, reason: reason())
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    /// Replaces the file at `path` with `bytes`: they go to a fresh temporary file beside it, which
    /// is then renamed over `path`, so a reader sees the old file or the new one, never half of one.
    static func replace(_ path: String, with bytes: [UInt8]) throws(GoldenError) {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        let directory = parts.dropLast().joined(separator: "/")
        if !directory.isEmpty { try makeDirectories(directory, for: path) }
        var template = Array((path + ".tmp-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { mkstemp($0) } ?? -1
        }
        guard descriptor >= 0 else { throw .unwritable(path: path, reason: reason()) }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var written = 0
        var failure: String?
        while written < bytes.count && failure == nil {
            let count = bytes.withUnsafeBytes { buffer in
                write(descriptor, buffer.baseAddress.map { $0 + written }, buffer.count - written)
            }
            if count < 0 && errno != EINTR { failure = reason() }
            if count > 0 { written += count }
        }
        // mkstemp makes the file private (0600); a golden file is read like any source file.
        if failure == nil && fchmod(descriptor, 0o644) != 0 { failure = reason() }
        if failure == nil && fsync(descriptor) != 0 { failure = reason() }
        if close(descriptor) != 0 && failure == nil { failure = reason() }
        if failure == nil && rename(temporary, path) != 0 { failure = reason() }
        if let failure {
            unlink(temporary)
            throw .unwritable(path: path, reason: failure)
        }
    }

    /// Makes `directory` and its missing parents.
    private static func makeDirectories(_ directory: String, for path: String) throws(GoldenError) {
        var status = stat()
        if stat(directory, &status) == 0 { return }
        let parent = directory.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            .joined(separator: "/")
        if !parent.isEmpty { try makeDirectories(parent, for: path) }
        guard mkdir(directory, 0o755) == 0 || errno == EEXIST else {
            throw .unwritable(path: path, reason: "cannot make \(directory): \(reason())")
        }
    }

    /// The C library's text for `errno`, lowercased.
    private static func reason() -> String {
        guard let message = strerror(errno) else { return "error \(errno)" }
        return String(cString: message).lowercased()
    }
}
