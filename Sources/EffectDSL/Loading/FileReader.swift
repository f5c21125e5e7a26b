#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads files and lists directories with the C library (this module does without Foundation).
enum FileReader {
    /// What a path names, links followed.
    enum Kind: Equatable {
        /// A regular file.
        case file
        /// A directory.
        case directory
        /// A pipe, a device or a socket.
        case other
        /// A symbolic link to nothing.
        case dangling
        /// Nothing that can be seen, for the system's reason.
        case missing(reason: String)
    }

    /// One entry of a directory listing.
    struct Entry {
        /// The name's bytes, as the directory holds them.
        var bytes: [UInt8]
        /// Whether the directory says the entry is itself a directory.
        var isDirectory: Bool
    }

    /// The bytes of the file at `path`: at most `limit` + 1, so that the parser can tell a file over
    /// the limit (and say so, positioned) without this reading all of it.
    static func read(_ path: SearchPath, limit: Int) throws(DSLFileError) -> [UInt8] {
        let descriptor = open(path.system, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadableFile(path: path.shown, reason: reason(errno)) }
        defer { close(descriptor) }
        // The first read asks for the whole file and one byte more (to see its end), into an array
        // left uninitialised: a small file costs one allocation of its size, not a zeroed 64 KiB
        // chunk and a copy. A pipe, or a file that grows, goes on in chunks.
        var status = stat()
        let size =
            fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFREG ? Int(status.st_size) : 0
        var wanted = max(size, 4096) + 1
        var bytes: [UInt8] = []
        while bytes.count <= limit {
            // One byte past the limit at most; `room + 1` cannot overflow when `room` is small.
            let room = limit - bytes.count
            let asked = room < wanted ? room + 1 : wanted
            var failure: Int32 = 0
            let chunk = [UInt8](unsafeUninitializedCapacity: asked) { buffer, initialized in
                let count = Glibc.read(descriptor, buffer.baseAddress, asked)
                if count < 0 { failure = errno }
                initialized = max(count, 0)
            }
            if failure == EINTR { continue }
            if failure != 0 { throw .unreadableFile(path: path.shown, reason: reason(failure)) }
            if chunk.isEmpty { break }
            if bytes.isEmpty { bytes = chunk } else { bytes.append(contentsOf: chunk) }
            wanted = 1 << 16
        }
        return bytes
    }

    /// The bytes of the file at `path`, used as given (tests read golden files with it).
    static func read(_ path: String, limit: Int = DSLLimits.standard.fileBytes) throws(DSLFileError)
        -> [UInt8]
    {
        try read(SearchPath(path, workingDirectory: "."), limit: limit)
    }

    /// What `path` names, following links; a link whose target is missing is `.dangling`.
    static func kind(of path: String) -> Kind {
        var status = stat()
        guard stat(path, &status) == 0 else {
            let code = errno
            var link = stat()
            if code == ENOENT, lstat(path, &link) == 0 { return .dangling }
            return .missing(reason: reason(code))
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    /// The entries of the directory at `path`, hidden ones (starting with `.`) left out, in no
    /// particular order.
    static func entries(in path: SearchPath) throws(DSLFileError) -> [Entry] {
        guard let handle = opendir(path.system) else {
            throw .unreadableDirectory(path: path.shown, reason: reason(errno))
        }
        defer { closedir(handle) }
        var entries: [Entry] = []
        while let entry = readdir(handle) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if bytes.first != UInt8(ascii: ".") {
                entries.append(Entry(bytes: bytes, isDirectory: entry.pointee.d_type == UInt8(DT_DIR)))
            }
        }
        return entries
    }

    /// The names in the directory at `path` that are UTF-8, hidden ones left out, in byte order.
    static func names(in path: String) throws(DSLFileError) -> [String] {
        try entries(in: SearchPath(path, workingDirectory: ".")).compactMap { entry in
            String(validating: entry.bytes, as: UTF8.self)
        }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// The absolute path of `path` with every link and `.`/`..` resolved, to tell whether two paths
    /// reach the same file; `nil` when it cannot be resolved.
    static func canonical(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The system's description of `code`, lowercase: "no such file or directory".
    static func reason(_ code: Int32) -> String {
        guard let message = strerror(code) else { return "error \(code)" }
        return String(cString: message).lowercased()
    }
}
