import EffectsText

extension TableWriter {
    /// The csv or tsv header line.
    ///
    /// CSV quotes a name only when it holds a comma, a quote or a line
    /// break (doubling its quotes, RFC 4180); TSV cannot quote, so tabs and line breaks become spaces.
    func writeDelimitedHeader(columns: [String], separator: UInt8, to bytes: inout [UInt8]) {
        for (index, name) in columns.enumerated() {
            if index > 0 { bytes.append(separator) }
            let utf8 = name.utf8
            if separator == ASCII.tab {
                for byte in utf8 {
                    let isBreak = byte == ASCII.tab || byte == ASCII.newline || byte == ASCII.carriageReturn
                    bytes.append(isBreak ? ASCII.space : byte)
                }
            } else if utf8.contains(where: {
                [ASCII.comma, ASCII.quote, ASCII.newline, ASCII.carriageReturn].contains($0)
            }) {
                bytes.append(ASCII.quote)
                for byte in utf8 {
                    if byte == ASCII.quote { bytes.append(ASCII.quote) }
                    bytes.append(byte)
                }
                bytes.append(ASCII.quote)
            } else {
                bytes.append(contentsOf: utf8)
            }
        }
        bytes.append(ASCII.newline)
    }

    /// One csv or tsv line: the numbers joined by `separator`; a non-finite value leaves its cell empty.
    func writeDelimitedRow(_ row: UnsafeBufferPointer<Double>, separator: UInt8, to bytes: inout [UInt8]) {
        let style = numberStyle
        ByteStaging.appendDelimitedRow(row, separator: separator, style: style, to: &bytes)
    }
}
