extension Lexer {
    /// A string literal on one line, with the escapes `\"`, `\\`, `\n`, `\t` and `\u{…}`.
    mutating func scanString(_ start: Int, _ b: ByteReader) -> Token {
        position = start + 1
        var decoded: [UInt8] = []
        var hasEscapes = false
        var valid = true
        while true {
            let current = b[position]
            if position >= b.count || current == 0x0A || current == 0x0D {
                report(.stringUnterminated, from: start, to: position)
                return Token(
                    kind: .invalid, range: range(from: start), hasSpaceBefore: false, hasSpaceAfter: false)
            }
            if current == UInt8(ascii: "\"") {
                position += 1
                break
            }
            if current == UInt8(ascii: "\\") {
                if !hasEscapes {
                    decoded = Array(b.slice(start + 1, position))
                    hasEscapes = true
                }
                valid = scanEscape(into: &decoded, b) && valid
                continue
            }
            if hasEscapes { decoded.append(current) }
            position += 1
        }
        var token = Token(
            kind: .string, range: range(from: start), hasSpaceBefore: false, hasSpaceAfter: false)
        let length = hasEscapes ? decoded.count : position - start - 2
        if length > limits.stringBytes {
            report(.stringTooLong(limit: limits.stringBytes), from: start, to: position)
            token.kind = .invalid
            return token
        }
        if !valid { token.kind = .invalid }
        token.payload = UInt32(strings.count)
        strings.append(
            hasEscapes ? String(decoding: decoded, as: UTF8.self) : b.text(start + 1, position - 1))
        return token
    }

    /// Reads one escape at the backslash; reports a bad one and returns false.
    private mutating func scanEscape(into decoded: inout [UInt8], _ b: ByteReader) -> Bool {
        let escapeStart = position
        let letter = b[position + 1]
        position += 2
        switch letter {
        case UInt8(ascii: "\""): decoded.append(UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): decoded.append(UInt8(ascii: "\\"))
        case UInt8(ascii: "n"): decoded.append(0x0A)
        case UInt8(ascii: "t"): decoded.append(0x09)
        case UInt8(ascii: "u") where b[position] == UInt8(ascii: "{"):
            var end = position + 1
            var scalarValue: UInt32 = 0
            var digits = 0
            while let digit = Lexer.hexValue(b[end]), digits < 8 {
                scalarValue = scalarValue &* 16 &+ UInt32(digit)
                digits += 1
                end += 1
            }
            if digits > 0, b[end] == UInt8(ascii: "}"), let scalar = Unicode.Scalar(scalarValue) {
                position = end + 1
                decoded.append(contentsOf: Array(String(Character(scalar)).utf8))
                return true
            }
            position = min(end, b.count)
            report(.stringEscapeInvalid(escapeText(escapeStart, b)), from: escapeStart, to: position)
            return false
        default:
            if letter == 0 || letter == 0x0A || letter == 0x0D {
                position -= 1
            }
            position = min(position, b.count)
            report(.stringEscapeInvalid(escapeText(escapeStart, b)), from: escapeStart, to: position)
            return false
        }
        return true
    }

    private func escapeText(_ start: Int, _ b: ByteReader) -> String {
        b.text(start, min(position, b.count))
    }
}
