extension Lexer {
    /// Reads one token starting at `start`, which is not trivia and not the end.
    @inline(__always) mutating func scanToken(_ start: Int, _ b: ByteReader) -> Token {
        let first = b[start]
        switch first {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            return scanName(start, b)
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            return scanNumber(start, b)
        case UInt8(ascii: ".") where Lexer.isDigit(b[start + 1]):
            return scanNumber(start, b)
        case UInt8(ascii: "\""):
            return scanString(start, b)
        case UInt8(ascii: "#"):
            return scanColor(start, b)
        default:
            return scanPunctuation(start, first, b)
        }
    }

    @inline(__always) static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    @inline(__always) static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    @inline(__always) static func isNameByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_")
    }

    /// A name: letters, digits and `_`, continuing across a `-` when a letter or digit follows it
    /// right away (`ease-in-out`, `gen-2` and `a-b` are one name each; subtraction needs spaces).
    mutating func scanName(_ start: Int, _ b: ByteReader) -> Token {
        position = start + 1
        while position < b.count {
            let current = b[position]
            if Lexer.isNameByte(current) {
                position += 1
            } else if current == UInt8(ascii: "-") && Lexer.isNameByte(b[position + 1])
                && b[position + 1] != UInt8(ascii: "_")
            {
                position += 2
            } else {
                break
            }
        }
        var token = Token(kind: .name, range: range(from: start), hasSpaceBefore: false, hasSpaceAfter: false)
        if position - start > limits.nameBytes {
            report(.nameTooLong(limit: limits.nameBytes), from: start, to: position)
            token.kind = .invalid
            return token
        }
        token.keyword = b.keyword(start, position)
        return token
    }

    /// A colour `#rrggbb` or `#rrggbbaa`, components scaled to 0...1.
    mutating func scanColor(_ start: Int, _ b: ByteReader) -> Token {
        position = start + 1
        var digits: [UInt8] = []
        var malformed = false
        while position < b.count && Lexer.isNameByte(b[position]) {
            if let digit = Lexer.hexValue(b[position]) {
                digits.append(UInt8(digit))
            } else {
                malformed = true
            }
            position += 1
        }
        var token = Token(
            kind: .color, range: range(from: start), hasSpaceBefore: false, hasSpaceAfter: false)
        guard !malformed, digits.count == 6 || digits.count == 8 else {
            let text = b.text(start, position)
            report(.colorMalformed(text), from: start, to: position)
            token.kind = .invalid
            return token
        }
        var packed: UInt32 = 0
        for digit in digits { packed = packed << 4 | UInt32(digit) }
        token.payload = digits.count == 6 ? packed << 8 | 0xFF : packed
        return token
    }

    static func hexValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return Int(byte - UInt8(ascii: "A")) + 10
        default: return nil
        }
    }
}
