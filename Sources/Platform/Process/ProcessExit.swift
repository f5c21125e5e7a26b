import Glibc

/// How the tool's process ends, so the entry point needs no platform import of its own.
package enum ProcessExit {
    /// Ends the process with `status`, flushing the C library's streams as `exit(3)` does.
    package static func exit(_ status: Int32) -> Never {
        Glibc.exit(status)
    }
}
