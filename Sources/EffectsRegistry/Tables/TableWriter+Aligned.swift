import EffectsText

extension TableWriter {
    /// The markdown or table text of a whole table, every column padded to its widest cell.
    ///
    /// Widths count characters (grapheme clusters), which lines up ASCII and most other names;
    /// wide East Asian characters would need a terminal's idea of width and are not treated specially.
    func writeAligned(_ table: SampleTable, to bytes: inout [UInt8]) {
        let width = table.columns.count
        guard width > 0 else { return }
        let headers = table.columns.map(alignedHeader)
        var columnWidths = headers.map { $0.width }
        if format == .markdown { columnWidths = columnWidths.map { max($0, 3) } }
        // Every cell's text, back to back; numbers are ASCII, so their width is their length.
        var cells: [UInt8] = []
        var cellEnds: [Int] = []
        cellEnds.reserveCapacity(table.values.count)
        for (index, value) in table.values.enumerated() {
            if value.isFinite { NumberFormatting.append(value, style: numberStyle, to: &cells) }
            cellEnds.append(cells.count)
            let cellWidth = cells.count - (index == 0 ? 0 : cellEnds[index - 1])
            columnWidths[index % width] = max(columnWidths[index % width], cellWidth)
        }

        // The header line and the rule under it.
        for (column, header) in headers.enumerated() {
            appendCellStart(column: column, to: &bytes)
            bytes.append(contentsOf: repeatElement(ASCII.space, count: columnWidths[column] - header.width))
            bytes.append(contentsOf: header.text)
        }
        appendLineEnd(to: &bytes)
        for column in 0..<width {
            appendCellStart(column: column, to: &bytes)
            if format == .markdown {
                bytes.append(contentsOf: repeatElement(ASCII.minus, count: columnWidths[column] - 1))
                bytes.append(ASCII.colon)
            } else {
                for _ in 0..<columnWidths[column] { bytes.append(contentsOf: TableWriter.ruleCharacter) }
            }
        }
        appendLineEnd(to: &bytes)

        // The rows, right-aligned.
        var cellStart = 0
        for row in 0..<table.rowCount {
            for column in 0..<width {
                let cellEnd = cellEnds[row * width + column]
                appendCellStart(column: column, to: &bytes)
                bytes.append(
                    contentsOf: repeatElement(
                        ASCII.space, count: columnWidths[column] - (cellEnd - cellStart)))
                bytes.append(contentsOf: cells[cellStart..<cellEnd])
                cellStart = cellEnd
            }
            appendLineEnd(to: &bytes)
        }
    }

    /// The header of a markdown or table stream: names, then the rule, unpadded.
    func writeUnpaddedHeader(columns: [String], to bytes: inout [UInt8]) {
        guard !columns.isEmpty else { return }
        let headers = columns.map(alignedHeader)
        for (column, header) in headers.enumerated() {
            appendCellStart(column: column, to: &bytes)
            bytes.append(contentsOf: header.text)
        }
        appendLineEnd(to: &bytes)
        for (column, header) in headers.enumerated() {
            appendCellStart(column: column, to: &bytes)
            if format == .markdown {
                bytes.append(contentsOf: "--:".utf8)
            } else {
                for _ in 0..<header.width { bytes.append(contentsOf: TableWriter.ruleCharacter) }
            }
        }
        appendLineEnd(to: &bytes)
    }

    /// One unpadded markdown or table row.
    func writeUnpaddedRow(_ row: UnsafeBufferPointer<Double>, to bytes: inout [UInt8]) {
        guard !row.isEmpty else { return }
        for (column, value) in row.enumerated() {
            appendCellStart(column: column, to: &bytes)
            if value.isFinite { NumberFormatting.append(value, style: numberStyle, to: &bytes) }
        }
        appendLineEnd(to: &bytes)
    }

    /// A column name as a header cell: line breaks become spaces, and markdown escapes `|`.
    private func alignedHeader(_ name: String) -> (text: [UInt8], width: Int) {
        var text = ""
        var width = 0
        for character in name {
            if character.isNewline || character == "\t" {
                text.append(" ")
            } else if character == "|" && format == .markdown {
                text.append("\\|")
                width += 1
            } else {
                text.append(character)
            }
            width += 1
        }
        return (Array(text.utf8), width)
    }

    /// What goes before a cell: "| " in markdown, two spaces between table columns.
    private func appendCellStart(column: Int, to bytes: inout [UInt8]) {
        if format == .markdown {
            if column > 0 { bytes.append(ASCII.space) }
            bytes.append(ASCII.bar)
            bytes.append(ASCII.space)
        } else if column > 0 {
            bytes.append(ASCII.space)
            bytes.append(ASCII.space)
        }
    }

    /// What ends a line: " |" and a line break in markdown, a line break in a table.
    private func appendLineEnd(to bytes: inout [UInt8]) {
        if format == .markdown {
            bytes.append(ASCII.space)
            bytes.append(ASCII.bar)
        }
        bytes.append(ASCII.newline)
    }

    /// "─" (U+2500) in UTF-8, the table format's rule.
    static let ruleCharacter: [UInt8] = [0xE2, 0x94, 0x80]
}
