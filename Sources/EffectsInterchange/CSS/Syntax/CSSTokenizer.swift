/// Splits a stylesheet's bytes into tokens as CSS Syntax Level 3 (§4) does, dropping comments.
///
/// The input is UTF-8 (checked before tokenizing); `\r\n`, `\r` and form feeds count as line
/// breaks and NUL as U+FFFD, as the specification's preprocessing says. What the specification calls
/// parse errors (a string cut by a line break, a comment or an escape cut by the end of the file) are
/// collected in ``problems`` with their byte ranges; tokenizing goes on as a browser's does.
public struct CSSTokenizer: Sendable {
    /// A parse error of the tokenizer.
    public enum Problem: Hashable, Sendable {
        /// A comment without its `*/`.
        case commentUnterminated(Range<Int>)
        /// A string cut by a line break.
        case stringUnterminated(Range<Int>)
        /// A string closed by the end of the file.
        case stringUnclosedAtEnd(Range<Int>)
        /// A `url(` with a quote, a parenthesis or a space where its text cannot have one.
        case badURL(Range<Int>)
    }

    /// The bytes being read.
    let bytes: [UInt8]
    /// The offset of the next byte to read.
    var index = 0
    /// The parse errors met so far.
    public private(set) var problems: [Problem] = []

    /// A tokenizer at the start of `bytes`.
    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Every token of `bytes`, comments dropped, and the parse errors met.
    public static func tokens(of bytes: [UInt8]) -> (tokens: [CSSToken], problems: [Problem]) {
        var tokenizer = CSSTokenizer(bytes: bytes)
        var tokens: [CSSToken] = []
        tokens.reserveCapacity(bytes.count / 3)
        while let token = tokenizer.next() { tokens.append(token) }
        return (tokens, tokenizer.problems)
    }

    /// The next token, or `nil` at the end of the input.
    public mutating func next() -> CSSToken? {
        skipComments()
        guard let byte = peek() else { return nil }
        let start = index
        let kind = readToken(startingWith: byte)
        return CSSToken(kind, start..<index)
    }

    /// The byte `offset` places past the next one, if there is one.
    func peek(_ offset: Int = 0) -> UInt8? {
        let position = index + offset
        return position < bytes.count ? bytes[position] : nil
    }

    /// Records a parse error.
    mutating func report(_ problem: Problem) {
        problems.append(problem)
    }

    private mutating func skipComments() {
        while peek() == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
            let start = index
            index += 2
            var closed = false
            while index + 1 < bytes.count {
                if bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/") {
                    index += 2
                    closed = true
                    break
                }
                index += 1
            }
            if !closed {
                index = bytes.count
                report(.commentUnterminated(start..<index))
            }
        }
    }

    private mutating func readToken(startingWith byte: UInt8) -> CSSTokenKind {
        if CSSTokenizer.isWhitespace(byte) {
            while let next = peek(), CSSTokenizer.isWhitespace(next) { index += 1 }
            return .whitespace
        }
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return readString(quote: byte)
        case UInt8(ascii: "#"):
            index += 1
            if let next = peek(), CSSTokenizer.isNameByte(next) || startsEscape(at: index) {
                let isID = startsIdentifier(at: index)
                return .hash(readName(), isID: isID)
            }
            return .delim("#")
        case UInt8(ascii: "("): return single(.openParen)
        case UInt8(ascii: ")"): return single(.closeParen)
        case UInt8(ascii: "["): return single(.openSquare)
        case UInt8(ascii: "]"): return single(.closeSquare)
        case UInt8(ascii: "{"): return single(.openCurly)
        case UInt8(ascii: "}"): return single(.closeCurly)
        case UInt8(ascii: ","): return single(.comma)
        case UInt8(ascii: ":"): return single(.colon)
        case UInt8(ascii: ";"): return single(.semicolon)
        default:
            return readOther(startingWith: byte)
        }
    }

    private mutating func readOther(startingWith byte: UInt8) -> CSSTokenKind {
        if startsNumber(at: index) { return readNumeric() }
        if byte == UInt8(ascii: "-") && peek(1) == UInt8(ascii: "-") && peek(2) == UInt8(ascii: ">") {
            index += 3
            return .cdc
        }
        if startsIdentifier(at: index) { return readIdentLike() }
        if byte == UInt8(ascii: "<") && peek(1) == UInt8(ascii: "!") && peek(2) == UInt8(ascii: "-")
            && peek(3) == UInt8(ascii: "-")
        {
            index += 4
            return .cdo
        }
        if byte == UInt8(ascii: "@") && startsIdentifier(at: index + 1) {
            index += 1
            return .atKeyword(readName())
        }
        return .delim(readScalar())
    }

    private mutating func single(_ kind: CSSTokenKind) -> CSSTokenKind {
        index += 1
        return kind
    }

    /// Reads one whole UTF-8 character as a delimiter.
    private mutating func readScalar() -> Unicode.Scalar {
        let start = index
        index += 1
        while let next = peek(), next & 0xC0 == 0x80 { index += 1 }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        return text.unicodeScalars.first ?? "\u{FFFD}"
    }

    /// Whether `byte` is a space, a tab or a line break (form feeds and carriage returns included).
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }

    /// Whether `byte` is a line break.
    static func isNewline(_ byte: UInt8) -> Bool {
        byte == 0x0A || byte == 0x0C || byte == 0x0D
    }

    /// Whether `byte` can start a name: a letter, `_`, or any byte of a non-ASCII character.
    static func isNameStartByte(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte == UInt8(ascii: "_")
            || byte >= 0x80 || byte == 0
    }

    /// Whether `byte` can continue a name: a name-start byte, a digit or `-`.
    static func isNameByte(_ byte: UInt8) -> Bool {
        isNameStartByte(byte) || isDigit(byte) || byte == UInt8(ascii: "-")
    }

    /// Whether `byte` is an ASCII digit.
    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
