import Glibc

/// Reading whole files by path, with a bound so that no input can exhaust memory.
package enum FileContents {
    /// The bytes of the file at `path`: at most `limit` + 1, so that a reader can tell a file over
    /// its limit (and say so) without reading all of it.
    package static func read(_ path: String, limit: Int) throws(FileFailure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileFailure(code: errno) }
        defer { close(descriptor) }
        return try DescriptorReader.read(descriptor, atMost: limit == .max ? limit : limit + 1)
    }
}
