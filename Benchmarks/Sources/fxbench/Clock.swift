import Glibc

/// Monotonic wall-clock time, for timing workloads that run for milliseconds or more.
enum Clock {
    /// Seconds since an arbitrary fixed point, from `CLOCK_MONOTONIC`.
    static func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
    }

    /// The seconds `body` takes.
    static func seconds(_ body: () -> Void) -> Double {
        let start = now()
        body()
        return now() - start
    }
}

/// Keeps a computed value alive, so the optimiser cannot drop the work that produced it.
@_optimize(none)
func blackHole<T>(_ value: T) {}

/// Writes `message` and a newline to standard error.
func printError(_ message: String) {
    var bytes = Array((message + "\n").utf8)
    bytes.withUnsafeMutableBytes { _ = write(2, $0.baseAddress, $0.count) }
}
