import Glibc

/// The entries of a directory, as the system lists them.
package enum DirectoryListing {
    /// One entry of a directory listing.
    package struct Entry: Sendable {
        /// The name's bytes, as the directory holds them.
        package var bytes: [UInt8]
        /// Whether the directory says the entry is itself a directory.
        package var isDirectory: Bool
    }

    /// The entries of the directory at `path`, hidden ones (starting with `.`) left out, in no
    /// particular order.
    package static func entries(in path: String) throws(FileFailure) -> [Entry] {
        guard let handle = opendir(path) else { throw FileFailure(code: errno) }
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
}
