import Glibc

/// Reads a file descriptor to its end with a limit, so that no input can exhaust memory.
package enum DescriptorReader {
    /// Why reading stopped.
    package enum Failure: Error, Equatable, Sendable {
        /// The system refused, with this `errno` text.
        case system(String)
        /// There were more than `limit` bytes.
        case tooLarge(limit: Int)
    }

    /// Every byte from `descriptor` until the end, refusing more than `limit` bytes; `EINTR` retries.
    package static func readAll(_ descriptor: Int32, limit: Int) throws(Failure) -> [UInt8] {
        let bytes: [UInt8]
        do {
            bytes = try read(descriptor, atMost: limit == .max ? limit : limit + 1)
        } catch {
            throw .system(error.reason)
        }
        guard bytes.count <= limit else { throw .tooLarge(limit: limit) }
        return bytes
    }

    /// The bytes from `descriptor` until its end or until `count` bytes have been read; `EINTR`
    /// retries.
    ///
    /// The first read asks for the whole file and one byte more (to see its end), into an array left
    /// uninitialised: a small file costs one allocation of its size, not a zeroed 64 KiB chunk and a
    /// copy. A pipe, or a file that grows, goes on in chunks.
    package static func read(_ descriptor: Int32, atMost count: Int) throws(FileFailure) -> [UInt8] {
        var status = stat()
        let size =
            fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFREG ? Int(status.st_size) : 0
        var wanted = max(size, 4096) + 1
        var bytes: [UInt8] = []
        while bytes.count < count {
            let asked = min(count - bytes.count, wanted)
            var failure: Int32 = 0
            let chunk = [UInt8](unsafeUninitializedCapacity: asked) { buffer, initialized in
                let read = Glibc.read(descriptor, buffer.baseAddress, asked)
                if read < 0 { failure = errno }
                initialized = max(read, 0)
            }
            if failure == EINTR { continue }
            if failure != 0 { throw FileFailure(code: failure) }
            if chunk.isEmpty { break }
            if bytes.isEmpty { bytes = chunk } else { bytes.append(contentsOf: chunk) }
            wanted = 1 << 16
        }
        return bytes
    }
}
