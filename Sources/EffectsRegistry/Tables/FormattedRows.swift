/// A run of rows already written as text by a ``TableWriter``, kept apart from any stream: the
/// bytes, where each row ends, and the sampling failure that cut the run short, if one did.
///
/// ``TableChunks/format(chunk:into:)`` fills one (on any thread) and
/// ``TableStream/append(_:)-(FormattedRows)`` joins it to a stream. Reused from chunk to chunk,
/// its buffers keep their capacity, so a long table allocates nothing per chunk once they have
/// grown.
public struct FormattedRows: Sendable {
    /// The rows' text, back to back.
    public private(set) var bytes: [UInt8] = []
    /// The offset in ``bytes`` just past each row, in order.
    public private(set) var rowEnds: [Int] = []
    /// Why the run stopped before its last row: a selected value that is not finite, in the row
    /// after the last one held; `nil` when every row of the run is here.
    public private(set) var failure: SamplerError?

    /// No rows.
    public init() {}

    /// No rows, with room for `rows` rows of `bytes` bytes in all, so that filling the buffer
    /// never grows it (growing copies it and, for a moment, holds it twice).
    public init(reservingRows rows: Int, bytes: Int) {
        self.bytes.reserveCapacity(max(0, bytes))
        rowEnds.reserveCapacity(max(0, rows))
    }

    /// The number of rows held.
    public var rowCount: Int { rowEnds.count }

    /// Forgets the rows and the failure, keeping the buffers' capacity.
    @usableFromInline
    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
        rowEnds.removeAll(keepingCapacity: true)
        failure = nil
    }

    /// Writes `row` with `writer` after the rows held.
    @usableFromInline
    mutating func append(_ row: UnsafeBufferPointer<Double>, with writer: TableWriter, isFirst: Bool) {
        writer.writeRow(row, isFirst: isFirst, to: &bytes)
        rowEnds.append(bytes.count)
    }

    /// Records why the run stops after the rows held.
    @usableFromInline
    mutating func stop(_ failure: SamplerError) {
        self.failure = failure
    }
}
