import Glibc

/// What tells one build of the running program from another, without reading it.
package enum ExecutableIdentity {
    /// The device, inode, size and modification time (to the nanosecond) of the running program's
    /// file, as one line; `nil` when `/proc/self/exe` cannot be looked at.
    ///
    /// Rebuilding or reinstalling the program changes at least one of them. Hashing the file itself
    /// (tens of megabytes) would cost more than the work a cache keyed on it saves.
    package static func current() -> String? {
        var status = stat()
        guard stat("/proc/self/exe", &status) == 0 else { return nil }
        return
            "\(status.st_dev):\(status.st_ino):\(status.st_size):\(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)"
    }
}
