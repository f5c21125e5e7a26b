extension CSSTokenizer {
    /// Reads a string from its opening quote (§4.3.5); a line break in it makes a bad string.
    mutating func readString(quote: UInt8) -> CSSTokenKind {
        let start = index
        index += 1
        var text: [UInt8] = []
        while let byte = peek() {
            if byte == quote {
                index += 1
                return .string(String(decoding: text, as: UTF8.self))
            }
            if CSSTokenizer.isNewline(byte) {
                report(.stringUnterminated(start..<index))
                return .badString
            }
            index += 1
            if byte == UInt8(ascii: "\\") {
                guard let next = peek() else { break }
                if CSSTokenizer.isNewline(next) {
                    index += next == 0x0D && peek(1) == 0x0A ? 2 : 1
                } else {
                    appendUTF8(readEscape(), to: &text)
                }
            } else if byte == 0 {
                text.append(contentsOf: [0xEF, 0xBF, 0xBD])
            } else {
                text.append(byte)
            }
        }
        report(.stringUnclosedAtEnd(start..<index))
        return .string(String(decoding: text, as: UTF8.self))
    }

    /// Reads an unquoted `url(…)` after its parenthesis (§4.3.6).
    mutating func readURL() -> CSSTokenKind {
        let start = index
        var text: [UInt8] = []
        while let byte = peek(), CSSTokenizer.isWhitespace(byte) { index += 1 }
        while let byte = peek() {
            index += 1
            switch byte {
            case UInt8(ascii: ")"):
                return .url(String(decoding: text, as: UTF8.self))
            case _ where CSSTokenizer.isWhitespace(byte):
                while let next = peek(), CSSTokenizer.isWhitespace(next) { index += 1 }
                if peek() == UInt8(ascii: ")") {
                    index += 1
                    return .url(String(decoding: text, as: UTF8.self))
                }
                return skipBadURL(from: start)
            case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "("), 0x00...0x08, 0x0B, 0x0E...0x1F,
                0x7F:
                return skipBadURL(from: start)
            case UInt8(ascii: "\\"):
                guard startsEscape(at: index - 1) else { return skipBadURL(from: start) }
                appendUTF8(readEscape(), to: &text)
            default:
                text.append(byte)
            }
        }
        return .url(String(decoding: text, as: UTF8.self))
    }

    /// Skips the rest of a bad URL up to its `)` (§4.3.14).
    private mutating func skipBadURL(from start: Int) -> CSSTokenKind {
        while let byte = peek() {
            index += 1
            if byte == UInt8(ascii: ")") { break }
            if byte == UInt8(ascii: "\\") && startsEscape(at: index - 1) { _ = readEscape() }
        }
        report(.badURL(start..<index))
        return .badURL
    }
}
