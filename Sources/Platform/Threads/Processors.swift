import Glibc

/// The processors of the machine.
package enum Processors {
    /// How many processors are online, at least 1.
    ///
    /// Glibc reads it from `/sys` at each call: ask once, and only when the answer is needed.
    /// (`sched_getaffinity`, which would honour `taskset`, is not visible to Swift without
    /// `_GNU_SOURCE`; `FXCTL_THREADS` narrows the count instead.)
    package static func online() -> Int {
        max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    }
}
