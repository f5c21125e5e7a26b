import Glibc

/// Low-level writes to a file descriptor that finish the job: partial writes continue, `EINTR`
/// retries, and a non-blocking descriptor that is full waits until it can take more.
package enum FileDescriptorIO {
    /// Writes every byte of `bytes` to `descriptor`; returns 0 on success or the `errno` that stopped it.
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32 {
        guard var next = bytes.baseAddress else { return 0 }
        var remaining = bytes.count
        while remaining > 0 {
            let written = Glibc.write(descriptor, next, remaining)
            if written >= 0 {
                next += written
                remaining -= written
                continue
            }
            let code = errno
            switch code {
            case EINTR:
                continue
            case EAGAIN, EWOULDBLOCK:
                // A non-blocking stdout (set by a parent process) is full: wait until it drains.
                var request = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                _ = poll(&request, 1, -1)
            default:
                return code
            }
        }
        return 0
    }

    /// Whether `descriptor` refers to a terminal.
    static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }
}
