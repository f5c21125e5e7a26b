import EffectsRegistry

/// Writes table rows as text into a byte buffer, as the core's `TableWriter` streams them.
protocol RowFormatter {
    /// Appends the header line and prepares for rows.
    mutating func header(_ columns: [String], into bytes: inout [UInt8])
    /// Appends one row.
    func row(_ row: UnsafeBufferPointer<Double>, isFirst: Bool, into bytes: inout [UInt8])
}

extension TableWriter: RowFormatter {
    /// Appends the header line through `writeHeader(columns:to:)`.
    mutating func header(_ columns: [String], into bytes: inout [UInt8]) {
        writeHeader(columns: columns, to: &bytes)
    }

    /// Appends one row through `writeRow(_:isFirst:to:)`.
    func row(_ row: UnsafeBufferPointer<Double>, isFirst: Bool, into bytes: inout [UInt8]) {
        writeRow(row, isFirst: isFirst, to: &bytes)
    }
}

/// The core's table writer.
enum CoreTables {
    /// Why the core's CSV writer cannot be measured, or `nil` when it can.
    static let unavailableReason: String? = nil

    /// A CSV writer printing shortest round-trip numbers, or `digits` digits after the point.
    static func csvWriter(digits: Int?) -> TableWriter? {
        TableWriter(format: .csv, numberStyle: digits.map { .fixed(digits: $0) } ?? .shortest)
    }
}
