#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads files and lists directories with the C library (this module does without Foundation).
enum FileReader {
    /// Why a file or directory could not be read.
    struct Failure: Error, CustomStringConvertible {
        /// The lowercase reason, naming the path.
        var description: String
    }

    /// The bytes of the file at `path`; at most `limit` bytes are read (one more shows it is larger).
    static func read(_ path: String, limit: Int = DSLLimits.standard.fileBytes) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw Failure(description: "cannot open '\(path)': \(reason())") }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count <= limit {
            let count = chunk.withUnsafeMutableBytes { buffer in
                Glibc.read(descriptor, buffer.baseAddress, buffer.count)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(description: "cannot read '\(path)': \(reason())")
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }

    /// Whether `path` names a directory.
    static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        guard stat(path, &status) == 0 else { return false }
        return (status.st_mode & S_IFMT) == S_IFDIR
    }

    /// The names in `directory`, sorted, without hidden ones.
    static func entries(in directory: String) throws(Failure) -> [String] {
        guard let handle = opendir(directory) else {
            throw Failure(description: "cannot open directory '\(directory)': \(reason())")
        }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if !name.hasPrefix(".") { names.append(name) }
        }
        return names.sorted()
    }

    /// The `.fx` files under `directory`, recursively, sorted; hidden entries are skipped.
    static func fxFiles(in directory: String, depth: Int = 0) throws(Failure) -> [String] {
        guard depth < 32 else { return [] }
        let names = try entries(in: directory)
        var files: [String] = []
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        for name in names {
            let path = prefix + name
            if isDirectory(path) {
                files += try fxFiles(in: path, depth: depth + 1)
            } else if name.hasSuffix(".fx") {
                files.append(path)
            }
        }
        return files
    }

    private static func reason() -> String {
        guard let message = strerror(errno) else { return "error \(errno)" }
        return String(cString: message).lowercased()
    }
}
