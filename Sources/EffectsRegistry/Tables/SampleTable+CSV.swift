import EffectsText

extension SampleTable {
    /// Reads back csv text as ``TableWriter`` writes it: a header line of column names (quoted as
    /// RFC 4180 says when they need it), then one line of numbers per row.
    ///
    /// An empty cell is the writer's mark for a non-finite value and reads as NaN; any other cell must
    /// be a finite number. Lines end in `\n` or `\r\n`; the last one may lack its line break. Every
    /// row must have one value per column.
    public init(csv bytes: [UInt8]) throws(TableReadError) {
        var reader = CSVRecordReader(bytes: bytes)
        guard let header = try reader.nextRecord() else {
            throw TableReadError(line: 1, field: 1, reason: "the text is empty; a table needs a header line")
        }
        let columns = header.map { String(decoding: $0, as: UTF8.self) }
        var values: [Double] = []
        var rowCount = 0
        while true {
            let line = reader.line
            guard let record = try reader.nextRecord() else { break }
            guard record.count == columns.count else {
                throw TableReadError(
                    line: line, field: min(record.count, columns.count) + 1,
                    reason: "the row has \(record.count) value\(record.count == 1 ? "" : "s") but the header "
                        + "names \(columns.count) column\(columns.count == 1 ? "" : "s")")
            }
            for (index, cell) in record.enumerated() {
                values.append(try Self.number(cell, line: line, field: index + 1))
            }
            rowCount += 1
        }
        self.init(columns: columns, values: values, rowCount: rowCount)
    }

    /// The value of one cell: NaN when empty, otherwise a finite number.
    private static func number(_ cell: [UInt8], line: Int, field: Int) throws(TableReadError) -> Double {
        if cell.isEmpty { return .nan }
        let text = String(decoding: cell, as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw TableReadError(line: line, field: field, reason: "'\(text)' is not a finite number")
        }
        return value
    }
}

/// Splits csv bytes into records of fields, undoing RFC 4180 quoting, and counts lines as it goes.
private struct CSVRecordReader {
    let bytes: [UInt8]
    var index = 0
    /// The line the next record starts on, from 1.
    var line = 1

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The fields of the next record, or nil at the end of the text.
    mutating func nextRecord() throws(TableReadError) -> [[UInt8]]? {
        guard index < bytes.count else { return nil }
        var fields: [[UInt8]] = []
        var field: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case ASCII.comma:
                fields.append(field)
                field = []
            case ASCII.newline:
                line += 1
                fields.append(field)
                return fields
            case ASCII.carriageReturn where index < bytes.count && bytes[index] == ASCII.newline:
                continue
            case ASCII.quote where field.isEmpty:
                field = try quoted(field: fields.count + 1)
            default:
                field.append(byte)
            }
        }
        fields.append(field)
        return fields
    }

    /// The rest of a quoted field whose opening quote was just read; a doubled quote stands for one.
    private mutating func quoted(field: Int) throws(TableReadError) -> [UInt8] {
        let start = line
        var text: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == ASCII.quote {
                guard index < bytes.count, bytes[index] == ASCII.quote else {
                    if index < bytes.count,
                        ![ASCII.comma, ASCII.newline, ASCII.carriageReturn].contains(bytes[index])
                    {
                        throw TableReadError(
                            line: line, field: field, reason: "a closing quote must end its field")
                    }
                    return text
                }
                index += 1
            } else if byte == ASCII.newline {
                line += 1
            }
            text.append(byte)
        }
        throw TableReadError(line: start, field: field, reason: "a quoted field is never closed")
    }
}
