/// A snippet with position markers (`1️⃣`, `2️⃣`, …) and the same text with the markers taken out.
///
/// Tests mark where diagnostics should point instead of counting columns by hand.
struct MarkedSource {
    /// The text without markers.
    let text: String
    /// The byte offset in `text` of each marker, by marker (`"1️⃣"`).
    let offsets: [String: Int]

    static let markers = ["0️⃣", "1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣", "🔟"]

    init(_ marked: String) {
        var text = ""
        var offsets: [String: Int] = [:]
        var rest = Substring(marked)
        while !rest.isEmpty {
            if let marker = MarkedSource.markers.first(where: { rest.hasPrefix($0) }) {
                offsets[marker] = text.utf8.count
                rest = rest.dropFirst(marker.count)
            } else if let character = rest.first {
                text.append(character)
                rest = rest.dropFirst()
            }
        }
        self.text = text
        self.offsets = offsets
    }

    /// The 1-based line and UTF-8 column of `marker`.
    func lineAndColumn(of marker: String) -> (line: Int, column: Int)? {
        guard let offset = offsets[marker] else { return nil }
        var line = 1
        var column = 1
        for byte in text.utf8.prefix(offset) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (line, column)
    }
}
