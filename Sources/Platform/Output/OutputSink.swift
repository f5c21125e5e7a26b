/// A destination for the bytes a command prints: standard output or error, a file, or memory in tests.
///
/// Commands receive their sinks as arguments instead of printing through a global hook, so that
/// Swift 6 strict concurrency holds and tests can capture output. A sink is a reference type because it
/// owns a resource (a buffer and a file descriptor) that every writer must share.
///
/// Writes may be buffered; ``finish()`` must be called once all output has been written: it flushes
/// the buffer and, for a file written atomically, renames it into place.
package protocol OutputSink: AnyObject {
    /// Whether the bytes go to a terminal (decides the default table format and colour).
    var isTerminal: Bool { get }

    /// Appends raw bytes.
    ///
    /// Throws ``OutputError/brokenPipe`` once the reader has gone away: stop writing and exit quietly.
    func write(_ bytes: UnsafeRawBufferPointer) throws(OutputError)

    /// Writes out everything buffered and completes the output (a file is renamed into place).
    func finish() throws(OutputError)
}

extension OutputSink {
    /// Appends the UTF-8 bytes of `text`.
    package func write(_ text: String) throws(OutputError) {
        var text = text
        // withUTF8 rethrows untyped errors: carry the typed one out in a Result.
        try text.withUTF8 { bytes in
            Result { () throws(OutputError) in try write(UnsafeRawBufferPointer(bytes)) }
        }
        .get()
    }

    /// Appends `text` and a newline.
    package func writeLine(_ text: String) throws(OutputError) {
        try write(text)
        try write("\n")
    }

    /// Appends a byte array.
    package func write(_ bytes: [UInt8]) throws(OutputError) {
        try bytes.withUnsafeBytes { raw in Result { () throws(OutputError) in try write(raw) } }.get()
    }
}
