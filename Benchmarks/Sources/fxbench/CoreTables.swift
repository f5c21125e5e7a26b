// The one place that knows whether the core's table writer is on main. Until the branch `tables`
// lands, the csv figure measures only the C side and says why; when it lands, make `csvWriter`
// return the real writer (see the comment) and add `extension TableWriter: RowFormatter`.

/// Writes table rows as text into a byte buffer, as the core's `TableWriter` streams them.
protocol RowFormatter {
    /// Appends the header line and prepares for rows.
    mutating func header(_ columns: [String], into bytes: inout [UInt8])
    /// Appends one row.
    func row(_ row: UnsafeBufferPointer<Double>, isFirst: Bool, into bytes: inout [UInt8])
}

/// The core's table writer, or a placeholder while it is not on main.
enum CoreTables {
    /// Why the core's CSV writer cannot be measured yet, or `nil` when it can.
    static let unavailableReason: String? = "the core's TableWriter is not on main yet (branch tables)"

    /// A CSV writer printing shortest round-trip numbers, or `digits` digits after the point.
    ///
    /// Once on main: `TableWriter(format: .csv, numberStyle: digits.map { .fixed(digits: $0) } ?? .shortest)`.
    static func csvWriter(digits: Int?) -> PlaceholderWriter? { nil }
}

/// Stands in for the core's `TableWriter` until it lands; never constructed.
struct PlaceholderWriter: RowFormatter {
    /// Does nothing.
    mutating func header(_ columns: [String], into bytes: inout [UInt8]) {}
    /// Does nothing.
    func row(_ row: UnsafeBufferPointer<Double>, isFirst: Bool, into bytes: inout [UInt8]) {}
}
