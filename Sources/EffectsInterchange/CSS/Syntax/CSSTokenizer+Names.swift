extension CSSTokenizer {
    /// Whether the bytes at `offset` start a valid escape: `\` not followed by a line break (§4.3.8).
    func startsEscape(at offset: Int) -> Bool {
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\\") else { return false }
        guard offset + 1 < bytes.count else { return true }
        return !CSSTokenizer.isNewline(bytes[offset + 1])
    }

    /// Whether the bytes at `offset` start an identifier (§4.3.9).
    func startsIdentifier(at offset: Int) -> Bool {
        guard offset < bytes.count else { return false }
        let first = bytes[offset]
        if first == UInt8(ascii: "-") {
            guard offset + 1 < bytes.count else { return false }
            let second = bytes[offset + 1]
            return CSSTokenizer.isNameStartByte(second) || second == UInt8(ascii: "-")
                || startsEscape(at: offset + 1)
        }
        return CSSTokenizer.isNameStartByte(first) || startsEscape(at: offset)
    }

    /// Reads a name (§4.3.12), its escapes resolved.
    mutating func readName() -> String {
        // Most names have no escape and no NUL: one string straight from the bytes, which Swift
        // keeps inline when short (a name is read for every identifier of the file).
        let start = index
        while let byte = peek(), CSSTokenizer.isNameByte(byte), byte != 0 { index += 1 }
        if peek().map({ !CSSTokenizer.isNameByte($0) && !startsEscape(at: index) }) ?? true {
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }
        var name = Array(bytes[start..<index])
        while let byte = peek() {
            if CSSTokenizer.isNameByte(byte) {
                if byte == 0 {
                    name.append(contentsOf: [0xEF, 0xBF, 0xBD])
                } else {
                    name.append(byte)
                }
                index += 1
            } else if startsEscape(at: index) {
                index += 1
                appendUTF8(readEscape(), to: &name)
            } else {
                break
            }
        }
        return String(decoding: name, as: UTF8.self)
    }

    /// Reads an escape after its `\` (§4.3.7): up to six hex digits and one space, or one character.
    mutating func readEscape() -> Unicode.Scalar {
        guard let first = peek() else { return "\u{FFFD}" }
        guard CSSTokenizer.hexValue(first) != nil else {
            let start = index
            index += 1
            while let next = peek(), next & 0xC0 == 0x80 { index += 1 }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            return first == 0 ? "\u{FFFD}" : text.unicodeScalars.first ?? "\u{FFFD}"
        }
        var value: UInt32 = 0
        var digits = 0
        while digits < 6, let byte = peek(), let digit = CSSTokenizer.hexValue(byte) {
            value = value * 16 + UInt32(digit)
            digits += 1
            index += 1
        }
        if let next = peek(), CSSTokenizer.isWhitespace(next) {
            index += 1
            if next == 0x0D && peek() == 0x0A { index += 1 }
        }
        guard value != 0, let scalar = Unicode.Scalar(value) else { return "\u{FFFD}" }
        return scalar
    }

    /// Reads an identifier, a function name or a `url(` token (§4.3.4).
    mutating func readIdentLike() -> CSSTokenKind {
        let name = readName()
        guard peek() == UInt8(ascii: "(") else { return .ident(name) }
        index += 1
        guard name.lowercased() == "url" else { return .function(name) }
        var lookahead = index
        while lookahead < bytes.count, CSSTokenizer.isWhitespace(bytes[lookahead]) { lookahead += 1 }
        if lookahead < bytes.count,
            bytes[lookahead] == UInt8(ascii: "\"") || bytes[lookahead] == UInt8(ascii: "'")
        {
            return .function(name)
        }
        return readURL()
    }

    /// The value of a hexadecimal digit.
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// Appends the UTF-8 bytes of `scalar`.
    func appendUTF8(_ scalar: Unicode.Scalar, to buffer: inout [UInt8]) {
        buffer.append(contentsOf: String(Character(scalar)).utf8)
    }
}
