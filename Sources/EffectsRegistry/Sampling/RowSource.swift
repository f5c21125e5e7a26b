/// Something sampled row by row: a compiled timeline, or a timeline with columns of its own (such
/// as a played sequence's `layer.item` columns).
///
/// A row is one number per column of ``columnNames``, `t` and `progress` first. ``StreamingSampler``
/// lends the row (and a scratch buffer of ``scratchWidth`` numbers) once per stream and calls
/// ``fill(_:scratch:time:progress:)`` per row, so a source that allocates nothing in `fill` samples
/// any number of rows in flat memory.
public protocol RowSource: Sendable {
    /// The column names of a row: `t`, `progress`, then the source's own columns.
    var columnNames: [String] { get }

    /// The duration, seconds, over which grids are laid out.
    var duration: Double { get }

    /// The number of scratch values ``fill(_:scratch:time:progress:)`` needs beside the row; 0 when
    /// it writes the row directly.
    var scratchWidth: Int { get }

    /// Writes the row at `time` and `progress` into `row` (one value per column), using `scratch`
    /// (``scratchWidth`` values) as it likes; a `row` of another size is left untouched.
    func fill(
        _ row: UnsafeMutableBufferPointer<Double>, scratch: UnsafeMutableBufferPointer<Double>, time: Double,
        progress: Double)

    /// The same source computing only what the columns `kept` (indices into ``columnNames``) need;
    /// the other columns of its rows are unspecified.
    ///
    /// A table of a few columns then costs only those columns' work.
    func keeping(columns kept: Set<Int>) -> Self
}

extension RowSource {
    /// No scratch: the source writes its rows directly.
    public var scratchWidth: Int { 0 }

    /// The source itself: it has no cheaper form for fewer columns.
    public func keeping(columns kept: Set<Int>) -> Self { self }
}
