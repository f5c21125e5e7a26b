/// Where a ``TableStream`` sends its bytes: a file, a pipe, memory.
///
/// The stream buffers its bytes and hands them over in large writes (about
/// ``TableStream/flushThreshold`` at a time), so a sink need not buffer on its own.
public protocol TableSink {
    /// Why a write fails (`Never` for a sink that cannot fail).
    associatedtype Failure: Error

    /// Appends `bytes`; a failure stops the stream.
    mutating func write(_ bytes: UnsafeRawBufferPointer) throws(Failure)
}
