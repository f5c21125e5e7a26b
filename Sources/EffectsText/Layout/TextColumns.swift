/// Lays out rows of text cells in aligned columns, two spaces apart; the last column is not padded.
///
/// Shared within the package by fxctl's listings and EffectDSL's printer (keyframe and example
/// blocks), so that both align columns the same way.
package enum TextColumns {
    /// The lines of `rows`, each cell padded to its column's widest cell (in characters), without
    /// trailing spaces.
    ///
    /// Each line is built as bytes and made a string once: appending strings piece by piece, and
    /// counting characters where bytes would do, was most of `fxctl list`'s own work.
    package static func lines(_ rows: [[String]]) -> [String] {
        var widths: [Int] = []
        for row in rows {
            for (index, cell) in row.enumerated() {
                let width = self.width(of: cell)
                if index < widths.count {
                    widths[index] = max(widths[index], width)
                } else {
                    widths.append(width)
                }
            }
        }
        let space = UInt8(ascii: " ")
        return rows.map { row in
            var line: [UInt8] = []
            for (index, cell) in row.enumerated() {
                if index > 0 { line.append(contentsOf: [space, space]) }
                line.append(contentsOf: cell.utf8)
                if index < row.count - 1 {
                    line.append(contentsOf: repeatElement(space, count: widths[index] - width(of: cell)))
                }
            }
            // A space never joins the character before it, so a trailing space byte is a trailing
            // space character.
            while line.last == space { line.removeLast() }
            return String(decoding: line, as: UTF8.self)
        }
    }

    /// The number of characters of `cell`: its byte count when it is ASCII without a CR LF pair
    /// (one character of two bytes), else the characters counted.
    static func width(of cell: String) -> Int {
        var previous: UInt8 = 0
        for byte in cell.utf8 {
            if byte >= 0x80 || (previous == 0x0D && byte == 0x0A) { return cell.count }
            previous = byte
        }
        return cell.utf8.count
    }
}
