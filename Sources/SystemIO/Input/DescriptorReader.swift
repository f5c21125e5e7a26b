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
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                throw .system(SystemError.reason(errno))
            }
            guard bytes.count + count <= limit else { throw .tooLarge(limit: limit) }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }
}
