/// A sink that keeps everything in memory: for tests, and for output that must be complete before any
/// of it is shown.
package final class MemorySink: OutputSink {
    /// Everything written so far.
    private(set) var bytes: [UInt8] = []
    /// Whether ``finish()`` was called.
    private(set) var isFinished = false
    /// Whether to pretend to be a terminal (to test terminal-only behaviour such as colour).
    package let isTerminal: Bool

    /// An empty sink.
    init(isTerminal: Bool = false) {
        self.isTerminal = isTerminal
    }

    /// The bytes as UTF-8 text (invalid sequences repaired).
    var text: String { String(decoding: bytes, as: UTF8.self) }

    package func write(_ bytes: UnsafeRawBufferPointer) throws(OutputError) {
        self.bytes.append(contentsOf: bytes)
    }

    package func finish() throws(OutputError) {
        isFinished = true
    }
}
