/// Lays out rows of text cells in aligned columns, two spaces apart; the last column is not padded.
///
/// Shared within the package by fxctl's listings and EffectDSL's printer (keyframe and example
/// blocks), so that both align columns the same way.
package enum TextColumns {
    /// The lines of `rows`, each cell padded to its column's widest cell, without trailing spaces.
    package static func lines(_ rows: [[String]]) -> [String] {
        var widths: [Int] = []
        for row in rows {
            for (index, cell) in row.enumerated() {
                if index < widths.count {
                    widths[index] = max(widths[index], cell.count)
                } else {
                    widths.append(cell.count)
                }
            }
        }
        return rows.map { row in
            var line = ""
            for (index, cell) in row.enumerated() {
                if index > 0 { line += "  " }
                line += cell
                if index < row.count - 1 {
                    line += String(repeating: " ", count: widths[index] - cell.count)
                }
            }
            while line.last == " " { line.removeLast() }
            return line
        }
    }
}
