/// Reads the tokens of a `.fx` file, one at a time, straight from its UTF-8 bytes.
///
/// Line breaks end statements, except inside `(…)` and `[…]`; runs of them come out as one
/// `newline` token. A brace resets the bracket count, so an unclosed `(` cannot swallow the rest of
/// the file. Problems are collected in ``diagnostics`` and lexing goes on.
public struct Lexer: Sendable {
    let bytes: [UInt8]
    let file: String
    let limits: DSLLimits
    var position = 0
    var line = 1
    var lineStart = 0
    var bracketDepth = 0
    /// Set after a line break token, so that the token after it counts as preceded by space.
    var spacePending = false
    /// Where the first line break `skipTrivia` passed outside brackets is, or -1.
    var newlineOffset = -1
    var newlineLine = 0
    var newlineLineStart = 0
    /// The decoded values of the string literals read so far; a string token holds its index.
    var strings: [String] = []
    /// The problems found so far.
    public private(set) var diagnostics: [Diagnostic] = []

    /// A lexer over a source file.
    public init(_ source: SourceFile, limits: DSLLimits = .standard) {
        self.bytes = source.bytes
        self.file = source.name
        self.limits = limits
        // A UTF-8 byte-order mark (some Windows editors write one) is skipped; columns start after it.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            position = 3
            lineStart = 3
        }
    }

    /// A name's spelling or a string's decoded value; empty for other tokens.
    public func text(of token: Token) -> String {
        switch token.kind {
        case .string: return token.payload < strings.count ? strings[Int(token.payload)] : ""
        case .name where token.keyword != .none:
            // The lexer matched the exact spelling: a literal, nothing decoded or allocated.
            return token.keyword.spelling
        case .name:
            return bytes.withUnsafeBufferPointer { buffer in
                ByteReader(buffer: buffer).text(token.range.start.offset, token.range.end.offset)
            }
        default: return ""
        }
    }

    /// The current location.
    ///
    /// Offsets and line starts lie within the file, far from overflowing an `Int`, so the column is
    /// worked out without overflow checks.
    @inline(__always) func location(_ offset: Int) -> SourcePosition {
        SourcePosition(offset: offset, line: line, column: offset &- lineStart &+ 1)
    }

    /// A range on the current line from `start` to the current position.
    ///
    /// A scanner calls it only after moving `position` on from `start`, so the range is never
    /// reversed and the clamp of `init(start:end:)` would never act: its comparison is skipped.
    @inline(__always) func range(from start: Int) -> Range<SourcePosition> {
        Range<SourcePosition>(uncheckedBounds: (location(start), location(max(position, start))))
    }

    mutating func report(_ message: DiagnosticMessage, from start: Int, to end: Int) {
        guard diagnostics.count <= limits.collectedErrors else { return }
        diagnostics.append(
            Diagnostic(
                message, at: Range<SourcePosition>(start: location(start), end: location(end)), in: file))
    }

    /// The next token; `endOfFile` for ever once the input is used up.
    public mutating func next() -> Token {
        // A local copy of the array, so that reading it does not overlap the mutation of `self`.
        let bytes = self.bytes
        return bytes.withUnsafeBufferPointer { buffer in next(ByteReader(buffer: buffer)) }
    }

    /// The next token, read through `b`, a view of this lexer's bytes that the caller keeps alive
    /// (the parser holds one for a whole file instead of pinning the array once per token).
    mutating func next(_ b: ByteReader) -> Token {
        let spaceBefore = skipTrivia(b)
        if newlineOffset >= 0 {
            spacePending = true
            return newlineToken()
        }
        let start = position
        guard start < b.count else {
            return Token(
                kind: .endOfFile, range: range(from: start), hasSpaceBefore: true, hasSpaceAfter: true)
        }
        var token = scanToken(start, b)
        token.hasSpaceBefore = spaceBefore || spacePending
        spacePending = false
        token.hasSpaceAfter = Lexer.isSpaceOrEnd(b[position])
        return token
    }

    private static func isSpaceOrEnd(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0
    }

    /// Skips spaces, comments and (inside brackets) line breaks, and returns whether it skipped any.
    ///
    /// The first line break outside brackets is remembered in `newlineOffset`.
    @inline(__always) mutating func skipTrivia(_ b: ByteReader) -> Bool {
        var any = false
        newlineOffset = -1
        while position < b.count {
            let current = b[position]
            switch current {
            case 0x20:
                position = b.afterSpaces(from: position + 1)
            case 0x09, 0x0D:
                position += 1
            case 0x0A:
                if bracketDepth > 0 && statementKeywordFollows(position + 1, b) {
                    // A statement keyword at the start of a line cannot be inside brackets: the
                    // bracket was left open. Closing it here keeps the error to one statement.
                    bracketDepth = 0
                }
                if bracketDepth == 0 && newlineOffset < 0 {
                    newlineOffset = position
                    newlineLine = line
                    newlineLineStart = lineStart
                }
                position += 1
                line += 1
                lineStart = position
            case UInt8(ascii: "/") where b[position + 1] == UInt8(ascii: "/"):
                position += 2
                while position < b.count && b[position] != 0x0A { position += 1 }
            case UInt8(ascii: "/") where b[position + 1] == UInt8(ascii: "*"):
                skipBlockComment(b)
            default:
                return any
            }
            any = true
        }
        return any
    }

    private mutating func skipBlockComment(_ b: ByteReader) {
        let start = position
        let startLine = line
        let startLineStart = lineStart
        position += 2
        while position < b.count {
            if b[position] == UInt8(ascii: "*") && b[position + 1] == UInt8(ascii: "/") {
                position += 2
                return
            }
            if b[position] == 0x0A {
                line += 1
                lineStart = position + 1
            }
            position += 1
        }
        let at = SourcePosition(offset: start, line: startLine, column: start - startLineStart + 1)
        let after = SourcePosition(offset: start + 2, line: startLine, column: at.column + 2)
        diagnostics.append(
            Diagnostic(.commentUnterminated, at: Range<SourcePosition>(start: at, end: after), in: file))
    }

    /// The token of the line break that `skipTrivia` remembered.
    private func newlineToken() -> Token {
        let offset = newlineOffset
        let at = SourcePosition(offset: offset, line: newlineLine, column: offset - newlineLineStart + 1)
        let after = SourcePosition(offset: offset + 1, line: newlineLine, column: at.column + 1)
        // The tokens after the break are read on the next call; rewind nothing, the trivia is spent.
        return Token(
            kind: .newline, range: Range<SourcePosition>(start: at, end: after), hasSpaceBefore: true,
            hasSpaceAfter: true)
    }

    /// The statement keywords that cannot appear inside brackets.
    private static let lineStartKeywords: [[UInt8]] = [
        "effect", "param", "let", "layer", "for", "if", "set", "animate", "group", "summary", "example",
    ].map { Array($0.utf8) }

    /// Whether the line starting at `start` begins, after indentation, with a statement keyword.
    private func statementKeywordFollows(_ start: Int, _ b: ByteReader) -> Bool {
        var index = start
        while b[index] == 0x20 || b[index] == 0x09 { index += 1 }
        for keyword in Lexer.lineStartKeywords where b[index] == keyword[0] {
            var matches = true
            for (offset, expected) in keyword.enumerated() where b[index + offset] != expected {
                matches = false
                break
            }
            let after = b[index + keyword.count]
            if matches && !Lexer.isNameByte(after) && after != UInt8(ascii: "-") && after != UInt8(ascii: "(")
            {
                return true
            }
        }
        return false
    }
}
