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
    /// The problems found so far.
    public private(set) var diagnostics: [Diagnostic] = []

    /// A lexer over a source file.
    public init(_ source: SourceFile, limits: DSLLimits = .standard) {
        self.bytes = source.bytes
        self.file = source.name
        self.limits = limits
    }

    /// The byte at `index`, or 0 past the end.
    @inline(__always) func byte(at index: Int) -> UInt8 {
        index < bytes.count ? bytes[index] : 0
    }

    /// The current location.
    @inline(__always) func location(_ offset: Int) -> SourcePosition {
        SourcePosition(offset: offset, line: line, column: offset - lineStart + 1)
    }

    /// A range on the current line from `start` to the current position.
    @inline(__always) func range(from start: Int) -> SourceSpan {
        SourceSpan(start: location(start), end: location(position))
    }

    mutating func report(_ message: DiagnosticMessage, from start: Int, to end: Int) {
        diagnostics.append(
            Diagnostic(message, at: SourceSpan(start: location(start), end: location(end)), in: file))
    }

    /// The next token; `endOfFile` for ever once the input is used up.
    public mutating func next() -> Token {
        let spaceBefore = skipTrivia()
        if let newline = pendingNewline(spaceBefore) {
            spacePending = true
            return newline
        }
        let start = position
        guard start < bytes.count else {
            return Token(
                kind: .endOfFile, range: range(from: start), hasSpaceBefore: true, hasSpaceAfter: true)
        }
        var token = scanToken(start)
        token.hasSpaceBefore = spaceBefore.any || spacePending
        spacePending = false
        token.hasSpaceAfter = Lexer.isSpaceOrEnd(byte(at: position))
        return token
    }

    private static func isSpaceOrEnd(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0
    }

    struct Trivia {
        var any = false
        var newlineOffset: Int?
        var newlineLine = 0
        var newlineLineStart = 0
    }

    /// Skips spaces, comments and (inside brackets) line breaks; remembers the first significant
    /// line break.
    mutating func skipTrivia() -> Trivia {
        var trivia = Trivia()
        while position < bytes.count {
            let current = bytes[position]
            switch current {
            case 0x20, 0x09, 0x0D:
                position += 1
            case 0x0A:
                if bracketDepth > 0 && statementKeywordFollows(position + 1) {
                    // A statement keyword at the start of a line cannot be inside brackets: the
                    // bracket was left open. Closing it here keeps the error to one statement.
                    bracketDepth = 0
                }
                if bracketDepth == 0 && trivia.newlineOffset == nil {
                    trivia.newlineOffset = position
                    trivia.newlineLine = line
                    trivia.newlineLineStart = lineStart
                }
                position += 1
                line += 1
                lineStart = position
            case UInt8(ascii: "/") where byte(at: position + 1) == UInt8(ascii: "/"):
                position += 2
                while position < bytes.count && bytes[position] != 0x0A { position += 1 }
            case UInt8(ascii: "/") where byte(at: position + 1) == UInt8(ascii: "*"):
                skipBlockComment()
            default:
                return trivia
            }
            trivia.any = true
        }
        return trivia
    }

    private mutating func skipBlockComment() {
        let start = position
        let startLine = line
        let startLineStart = lineStart
        position += 2
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "*") && byte(at: position + 1) == UInt8(ascii: "/") {
                position += 2
                return
            }
            if bytes[position] == 0x0A {
                line += 1
                lineStart = position + 1
            }
            position += 1
        }
        let at = SourcePosition(offset: start, line: startLine, column: start - startLineStart + 1)
        let after = SourcePosition(offset: start + 2, line: startLine, column: at.column + 2)
        diagnostics.append(Diagnostic(.commentUnterminated, at: SourceSpan(start: at, end: after), in: file))
    }

    private func pendingNewline(_ trivia: Trivia) -> Token? {
        guard let offset = trivia.newlineOffset else { return nil }
        let at = SourcePosition(
            offset: offset, line: trivia.newlineLine, column: offset - trivia.newlineLineStart + 1)
        let after = SourcePosition(
            offset: offset + 1, line: trivia.newlineLine, column: at.column + 1)
        // The tokens after the break are read on the next call; rewind nothing, the trivia is spent.
        return Token(
            kind: .newline, range: SourceSpan(start: at, end: after), hasSpaceBefore: true,
            hasSpaceAfter: true)
    }

    /// The statement keywords that cannot appear inside brackets.
    private static let lineStartKeywords: [[UInt8]] = [
        "effect", "param", "let", "layer", "for", "if", "set", "animate", "group", "summary",
    ].map { Array($0.utf8) }

    /// Whether the line starting at `start` begins, after indentation, with a statement keyword.
    private func statementKeywordFollows(_ start: Int) -> Bool {
        var index = start
        while byte(at: index) == 0x20 || byte(at: index) == 0x09 { index += 1 }
        for keyword in Lexer.lineStartKeywords where byte(at: index) == keyword[0] {
            var matches = true
            for (offset, expected) in keyword.enumerated() where byte(at: index + offset) != expected {
                matches = false
                break
            }
            let after = byte(at: index + keyword.count)
            if matches && !Lexer.isNameByte(after) && after != UInt8(ascii: "-") && after != UInt8(ascii: "(")
            {
                return true
            }
        }
        return false
    }
}
