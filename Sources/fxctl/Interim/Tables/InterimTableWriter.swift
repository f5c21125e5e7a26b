// Interim stand-ins for TableFormat, NumberStyle and TableWriter of branch `tables`, with the same
// API; this folder is deleted when that branch lands on main.

/// The text formats a sample table can be written in.
enum TableFormat: String, CaseIterable, Sendable {
    /// Comma-separated values.
    case csv
    /// Tab-separated values.
    case tsv
    /// A JSON array of row objects.
    case json
    /// A Markdown table.
    case markdown
    /// Aligned text.
    case table
}

/// How numbers are written.
enum NumberStyle: Hashable, Sendable {
    /// Shortest round-trip.
    case shortest
    /// Fixed digits after the point.
    case fixed(digits: Int)

    /// The most fixed digits.
    static let maximumFixedDigits = 17
}

/// Writes table rows as text.
struct TableWriter: Sendable {
    /// The output format.
    let format: TableFormat
    /// How numbers are written.
    let numberStyle: NumberStyle
    private var columns: [String] = []

    /// A writer.
    init(format: TableFormat, numberStyle: NumberStyle = .shortest) {
        self.format = format
        self.numberStyle = numberStyle
    }

    /// Whether rows stream.
    var canStream: Bool { format == .csv || format == .tsv || format == .json }

    /// The header.
    mutating func writeHeader(columns: [String], to bytes: inout [UInt8]) {
        self.columns = columns
        switch format {
        case .csv: bytes += Array((columns.joined(separator: ",") + "\n").utf8)
        case .tsv: bytes += Array((columns.joined(separator: "\t") + "\n").utf8)
        case .json: bytes += Array("[".utf8)
        case .markdown:
            bytes += Array(("| " + columns.joined(separator: " | ") + " |\n").utf8)
            bytes += Array(("|" + columns.map { _ in " --: |" }.joined() + "\n").utf8)
        case .table: bytes += Array((columns.joined(separator: "  ") + "\n").utf8)
        }
    }

    /// One row.
    func writeRow(_ row: UnsafeBufferPointer<Double>, isFirst: Bool, to bytes: inout [UInt8]) {
        let cells = row.map(text)
        switch format {
        case .csv: bytes += Array((cells.joined(separator: ",") + "\n").utf8)
        case .tsv: bytes += Array((cells.joined(separator: "\t") + "\n").utf8)
        case .json:
            let pairs = zip(columns, cells).map { "\"\($0)\":\($1)" }
            bytes += Array(((isFirst ? "\n{" : ",\n{") + pairs.joined(separator: ",") + "}").utf8)
        case .markdown: bytes += Array(("| " + cells.joined(separator: " | ") + " |\n").utf8)
        case .table: bytes += Array((cells.joined(separator: "  ") + "\n").utf8)
        }
    }

    /// The footer.
    func writeFooter(to bytes: inout [UInt8]) {
        if format == .json { bytes += Array("\n]\n".utf8) }
    }

    private func text(_ value: Double) -> String {
        if value == 0 { return "0" }
        switch numberStyle {
        case .shortest: return NumberText.shortest(value)
        case .fixed: return "\(value)"
        }
    }
}
