extension Lexer {
    /// Brackets, operators and separators; anything else is an unexpected character.
    mutating func scanPunctuation(_ start: Int, _ first: UInt8, _ b: ByteReader) -> Token {
        let second = b[start + 1]
        var length = 1
        let kind: TokenKind
        switch first {
        case UInt8(ascii: "{"):
            bracketDepth = 0
            kind = .leftBrace
        case UInt8(ascii: "}"):
            bracketDepth = 0
            kind = .rightBrace
        case UInt8(ascii: "("):
            bracketDepth += 1
            kind = .leftParen
        case UInt8(ascii: ")"):
            bracketDepth = max(bracketDepth - 1, 0)
            kind = .rightParen
        case UInt8(ascii: "["):
            bracketDepth += 1
            kind = .leftBracket
        case UInt8(ascii: "]"):
            bracketDepth = max(bracketDepth - 1, 0)
            kind = .rightBracket
        case UInt8(ascii: ","): kind = .comma
        case UInt8(ascii: ":"): kind = .colon
        case UInt8(ascii: ";"): kind = .semicolon
        case UInt8(ascii: "+"): kind = .plus
        case UInt8(ascii: "-"): kind = .minus
        case UInt8(ascii: "*"): kind = .star
        case UInt8(ascii: "/"): kind = .slash
        case UInt8(ascii: "%"): kind = .percent
        case UInt8(ascii: "?"): kind = .question
        case UInt8(ascii: "."):
            (kind, length) = scanDots(start, b)
        case UInt8(ascii: "="):
            (kind, length) = second == UInt8(ascii: "=") ? (.equalEqual, 2) : (.equal, 1)
        case UInt8(ascii: "!"):
            (kind, length) = second == UInt8(ascii: "=") ? (.bangEqual, 2) : (.bang, 1)
        case UInt8(ascii: "<"):
            (kind, length) = second == UInt8(ascii: "=") ? (.lessEqual, 2) : (.less, 1)
        case UInt8(ascii: ">"):
            (kind, length) = second == UInt8(ascii: "=") ? (.greaterEqual, 2) : (.greater, 1)
        case UInt8(ascii: "&") where second == UInt8(ascii: "&"):
            (kind, length) = (.ampersandAmpersand, 2)
        case UInt8(ascii: "|") where second == UInt8(ascii: "|"):
            (kind, length) = (.pipePipe, 2)
        default:
            return unexpectedCharacter(start, first, b)
        }
        position = start + length
        return Token(kind: kind, range: range(from: start), hasSpaceBefore: false, hasSpaceAfter: false)
    }

    private mutating func scanDots(_ start: Int, _ b: ByteReader) -> (TokenKind, Int) {
        guard b[start + 1] == UInt8(ascii: ".") else { return (.dot, 1) }
        if b[start + 2] == UInt8(ascii: ".") { return (.closedRange, 3) }
        if b[start + 2] == UInt8(ascii: "<") { return (.halfOpenRange, 3) }
        report(.rangeOperatorMalformed, from: start, to: start + 2)
        return (.invalid, 2)
    }

    /// Reports a character the language does not use, skipping all the bytes of its scalar.
    private mutating func unexpectedCharacter(_ start: Int, _ first: UInt8, _ b: ByteReader) -> Token {
        let length: Int
        switch first {
        case 0xF0...0xF7: length = 4
        case 0xE0...0xEF: length = 3
        case 0xC0...0xDF: length = 2
        default: length = 1
        }
        position = min(start + length, b.count)
        let scalar = (start..<position).map { b[$0] }
        if String(validating: scalar, as: UTF8.self) == nil {
            // Not UTF-8: name the one byte and go on with the next.
            position = start + 1
            report(.characterUnexpected(byte: first), from: start, to: position)
        } else {
            report(.characterUnexpected(b.text(start, position)), from: start, to: position)
        }
        return Token(kind: .invalid, range: range(from: start), hasSpaceBefore: false, hasSpaceAfter: false)
    }
}
