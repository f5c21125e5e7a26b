/// A streamed table cut into chunks, runs of consecutive rows that can be sampled and formatted
/// apart — on other threads — and joined in order, with the same bytes as row by row.
///
/// A row depends only on its own moment, so chunk `k` needs nothing of the chunks before it:
/// ``format(chunk:into:)`` is a pure function of the chunk's index, safe to call from any thread.
/// Joining the chunks in order with ``TableStream/append(_:)-(FormattedRows)`` writes exactly the
/// bytes, in exactly the same writes to the sink, that ``StreamingSampler/write(to:)`` writes; a
/// sampling failure comes out in row order, after the same rows. Make one with
/// ``TableStream/chunks(of:rowsPerChunk:)``.
///
/// ```swift
/// if let chunks = stream.chunks(of: sampler) {
///     var rows = FormattedRows()
///     for index in 0..<chunks.count {          // or on threads, joined in order
///         chunks.format(chunk: index, into: &rows)
///         try stream.append(rows)
///     }
/// }
/// ```
public struct TableChunks<Source: RowSource>: Sendable {
    /// The cells (rows × columns) of a chunk by default: a few hundred kilobytes of text, so that a
    /// handful of chunks in flight keep memory flat, and thousands of rows, so that handing a
    /// chunk from thread to thread costs nothing next to formatting it.
    public static var cellsPerChunk: Int { 32 * 1024 }

    /// The rows sampled.
    public let sampler: StreamingSampler<Source>
    /// The rows in each chunk but the last, which may hold fewer.
    public let rowsPerChunk: Int
    /// The stream's writer after its header (json keys known).
    @usableFromInline let writer: TableWriter

    /// Chunks of `sampler`'s rows written by `writer`, `rowsPerChunk` (at least 1) a chunk.
    init(sampler: StreamingSampler<Source>, writer: TableWriter, rowsPerChunk: Int) {
        self.sampler = sampler
        self.writer = writer
        self.rowsPerChunk = max(1, rowsPerChunk)
    }

    /// The number of chunks: 0 for a table of no rows.
    public var count: Int {
        let rows = sampler.rowCount
        return rows / rowsPerChunk + (rows % rowsPerChunk == 0 ? 0 : 1)
    }

    /// An empty buffer with room for a chunk's rows.
    ///
    /// Room for ``rowsPerChunk`` rows of every column's longest shortest number (24 bytes, `-2.2250738585072014e-308`), its separator and, in json,
    /// its key. Only the bytes written take memory; a longer chunk (fixed digits of huge numbers)
    /// still fits, by growing.
    public func emptyRows() -> FormattedRows {
        let width = sampler.columnNames.count
        let bytesPerRow = width * 25 + writer.jsonKeys.count + 4
        return FormattedRows(reservingRows: rowsPerChunk, bytes: rowsPerChunk * bytesPerRow)
    }

    /// The rows of chunk `index`; empty outside `0..<count`.
    public func rows(ofChunk index: Int) -> Range<Int> {
        guard index >= 0, index < count else { return 0..<0 }
        let start = index * rowsPerChunk
        return start..<min(start + rowsPerChunk, sampler.rowCount)
    }

    /// Samples and formats the rows of chunk `index` into `formatted`, replacing what it held.
    ///
    /// A row with a selected value that is not finite stops the chunk before it: `formatted` then
    /// holds the rows before it and the failure (``FormattedRows/failure``).
    ///
    /// Inlinable, so that the caller's source is specialized into the row loop.
    @inlinable
    public func format(chunk index: Int, into formatted: inout FormattedRows) {
        formatted.removeAll()
        let rows = rows(ofChunk: index)
        let writer = self.writer
        var isFirst = rows.lowerBound == 0
        do throws(SampleStreamError<Never>) {
            try sampler.forEachRow(in: rows) { (row) throws(Never) in
                formatted.append(row, with: writer, isFirst: isFirst)
                isFirst = false
            }
        } catch {
            switch error {
            case .sampling(let failure): formatted.stop(failure)
            }
        }
    }
}
