import Glibc

/// The descriptors of the process's standard streams, named here so callers need no platform import.
package enum StandardStreams {
    /// Standard input's descriptor.
    package static let input = STDIN_FILENO
    /// Standard output's descriptor.
    package static let output = STDOUT_FILENO
    /// Standard error's descriptor.
    package static let error = STDERR_FILENO
}
