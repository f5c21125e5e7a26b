import Glibc

/// A sink writing to an open file descriptor — standard output, standard error or an opened file —
/// through a buffer flushed in large writes.
package final class FileDescriptorSink: OutputSink {
    /// How writes are grouped before they reach the descriptor.
    enum Buffering: Sendable {
        /// Bytes collect until the buffer holds ``FileDescriptorSink/bufferCapacity`` (tables, SVG).
        case full
        /// Each `write` call reaches the descriptor before it returns (diagnostics on stderr, so they
        /// interleave sensibly with other output).
        case none
    }

    /// The buffer size: large writes keep system calls rare when writing millions of rows.
    static let bufferCapacity = 64 * 1024

    /// The descriptor written to; not owned (never closed) unless `closesOnFinish`.
    let descriptor: Int32
    /// How the target is named in messages: "standard output", or a quoted path.
    let name: String
    /// Whether the descriptor is a terminal.
    package let isTerminal: Bool
    private let buffering: Buffering
    private let closesOnFinish: Bool
    private var buffer: [UInt8] = []
    private var failure: OutputError?
    private var isClosed = false

    /// A sink for `descriptor`, named `name` in error messages.
    init(descriptor: Int32, name: String, buffering: Buffering = .full, closesOnFinish: Bool = false) {
        self.descriptor = descriptor
        self.name = name
        self.isTerminal = FileDescriptorIO.isTerminal(descriptor)
        self.buffering = buffering
        self.closesOnFinish = closesOnFinish
        buffer.reserveCapacity(buffering == .full ? FileDescriptorSink.bufferCapacity : 0)
    }

    /// Standard output, fully buffered.
    package static func standardOutput() -> FileDescriptorSink {
        FileDescriptorSink(descriptor: StandardStreams.output, name: "standard output")
    }

    /// Standard error, written at each call.
    package static func standardError() -> FileDescriptorSink {
        FileDescriptorSink(descriptor: StandardStreams.error, name: "standard error", buffering: .none)
    }

    package func write(_ bytes: UnsafeRawBufferPointer) throws(OutputError) {
        if let failure { throw failure }
        if buffering == .none || bytes.count >= FileDescriptorSink.bufferCapacity {
            try flush()
            try send(bytes)
            return
        }
        if buffer.count + bytes.count > FileDescriptorSink.bufferCapacity { try flush() }
        buffer.append(contentsOf: bytes)
    }

    /// Writes out the buffered bytes.
    func flush() throws(OutputError) {
        if let failure { throw failure }
        guard !buffer.isEmpty else { return }
        defer { buffer.removeAll(keepingCapacity: true) }
        // withUnsafeBytes rethrows untyped errors: carry the typed one out in a Result.
        try buffer.withUnsafeBytes { raw in Result { () throws(OutputError) in try send(raw) } }.get()
    }

    package func finish() throws(OutputError) {
        defer { closeIfOwned() }
        try flush()
    }

    deinit { closeIfOwned() }

    private func closeIfOwned() {
        guard closesOnFinish, !isClosed else { return }
        isClosed = true
        _ = close(descriptor)
    }

    private func send(_ bytes: UnsafeRawBufferPointer) throws(OutputError) {
        let code = FileDescriptorIO.writeAll(bytes, to: descriptor)
        guard code != 0 else { return }
        // Remember the failure: later writes fail the same way instead of writing past a gap.
        let error: OutputError =
            code == EPIPE
            ? .brokenPipe : .failed(action: "write", target: name, reason: SystemError.reason(code))
        failure = error
        throw error
    }
}
