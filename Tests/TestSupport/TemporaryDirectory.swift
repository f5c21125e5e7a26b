#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A fresh directory under /tmp for one test, with small file helpers; removed with everything in
/// it by `remove()` or, at the latest, when the value goes away.
public final class TemporaryDirectory: Sendable {
    /// The directory's absolute path.
    public let path: String

    /// Makes a new, empty directory.
    public init() throws {
        var template = Array("/tmp/fxkit-tests.XXXXXX".utf8CString)
        let created = template.withUnsafeMutableBufferPointer { buffer -> Bool in
            guard let base = buffer.baseAddress else { return false }
            return mkdtemp(base) != nil
        }
        guard created else { throw TestFailure("mkdtemp failed: \(Self.reason())") }
        path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    deinit {
        remove()
    }

    /// The names in the directory (or in `subdirectory` of it), sorted, hidden ones included,
    /// without `.` and `..`.
    public func entries(_ subdirectory: String? = nil) -> [String] {
        Self.names(in: subdirectory.map { "\(path)/\($0)" } ?? path).sorted()
    }

    /// Writes `text` to the file `name`, replacing it, with permissions `mode`.
    public func create(_ name: String, _ text: String, mode: mode_t = 0o644) throws {
        let descriptor = open("\(path)/\(name)", O_WRONLY | O_CREAT | O_TRUNC, mode)
        guard descriptor >= 0 else { throw TestFailure("cannot create \(name): \(Self.reason())") }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written == bytes.count else { throw TestFailure("cannot write \(name): \(Self.reason())") }
        _ = fchmod(descriptor, mode)
    }

    /// The contents of the file `name`, or nil when it cannot be read.
    public func read(_ name: String) -> String? {
        let descriptor = open("\(path)/\(name)", O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { Self.readBytes(descriptor, $0) }
            if count <= 0 { break }
            bytes.append(contentsOf: chunk.prefix(count))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The permission bits of the file `name`.
    public func mode(_ name: String) -> mode_t? {
        var status = stat()
        guard stat("\(path)/\(name)", &status) == 0 else { return nil }
        return status.st_mode & 0o7777
    }

    /// Removes the directory and everything in it (directories made unreadable by a test included);
    /// removing twice does nothing.
    public func remove() {
        Self.removeTree(path)
    }

    private static func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawBufferPointer) -> Int {
        #if canImport(Glibc)
            Glibc.read(descriptor, buffer.baseAddress, buffer.count)
        #else
            Darwin.read(descriptor, buffer.baseAddress, buffer.count)
        #endif
    }

    private static func names(in directory: String) -> [String] {
        guard let handle = opendir(directory) else { return [] }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    private static func removeTree(_ directory: String) {
        _ = chmod(directory, 0o700)
        for name in names(in: directory) {
            let child = "\(directory)/\(name)"
            var status = stat()
            if lstat(child, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR {
                removeTree(child)
            } else {
                unlink(child)
            }
        }
        rmdir(directory)
    }

    private static func reason() -> String {
        guard let message = strerror(errno) else { return "error \(errno)" }
        return String(cString: message)
    }
}
