/// Reads a `.fx` file into syntax, collecting every error and going on after each.
///
/// Recursive descent over the lexer's tokens. After an error the parser skips to the end of the
/// statement (a line break or `;` outside brackets, or the `}` closing the block) and goes on, so one
/// run reports every broken statement. Nesting of blocks and expressions is bounded, so no input can
/// overflow the stack.
public struct Parser {
    var lexer: Lexer
    let source: SourceFile
    let limits: DSLLimits
    var current: Token
    /// The end of the last token consumed, for ranges that end at it.
    var previousEnd: SourcePosition
    var diagnostics: [Diagnostic] = []
    /// Set after an error in the statement being read: no further errors until the parser resyncs.
    var isRecovering = false
    var blockDepth = 0
    var expressionDepth = 0
    /// The source's bytes, valid for the parser's whole life (see ``withParser(_:limits:_:)``).
    let reader: ByteReader

    private init(_ source: SourceFile, limits: DSLLimits, reader: ByteReader) {
        self.source = source
        self.limits = limits
        self.reader = reader
        self.lexer = Lexer(source, limits: limits)
        self.current = lexer.next(reader)
        self.previousEnd = current.range.start
    }

    /// Runs `body` with a parser over `source`, whose bytes stay pinned while it runs.
    static func withParser<Result>(
        _ source: SourceFile, limits: DSLLimits, _ body: (inout Parser) -> Result
    ) -> Result {
        source.bytes.withUnsafeBufferPointer { buffer in
            var parser = Parser(source, limits: limits, reader: ByteReader(buffer: buffer))
            return body(&parser)
        }
    }

    /// Parses a whole file; the diagnostics hold every lexical and syntax error, in source order.
    public static func parse(_ source: SourceFile, limits: DSLLimits = .standard) -> (
        FileSyntax, [Diagnostic]
    ) {
        guard source.bytes.count <= limits.fileBytes else {
            let start = SourcePosition(offset: 0, line: 1, column: 1)
            let diagnostic = Diagnostic(
                .fileTooLarge(limit: limits.fileBytes),
                at: Range<SourcePosition>(at: start),
                in: source.name)
            return (FileSyntax(source: source, effects: []), [diagnostic])
        }
        if let control = controlBytes(in: source.bytes) {
            let at = control.at
            let diagnostic = Diagnostic(
                .fileNotText(byte: control.byte, line: at.line, column: at.column, others: control.others),
                at: Range<SourcePosition>(
                    start: at,
                    end: SourcePosition(
                        offset: at.offset + 1, line: at.line, column: at.column + 1)),
                in: source.name)
            return (FileSyntax(source: source, effects: []), [diagnostic])
        }
        let (effects, found) = withParser(source, limits: limits) { parser in
            (parser.parseFile(), parser.lexer.diagnostics + parser.diagnostics)
        }
        var diagnostics = found
        diagnostics.sort { $0.range.start.offset < $1.range.start.offset }
        return (FileSyntax(source: source, effects: effects), diagnostics)
    }

    // MARK: - Tokens

    /// Consumes the current token and returns it.
    @discardableResult
    mutating func advance() -> Token {
        let token = current
        previousEnd = token.range.end
        current = lexer.next(reader)
        return token
    }

    /// A name's spelling or a string's value.
    func text(_ token: Token) -> String {
        guard token.kind == .name else { return lexer.text(of: token) }
        // A keyword's spelling is a literal; other names are decoded from the pinned bytes.
        if token.keyword != .none { return token.keyword.spelling }
        return reader.text(token.range.start.offset, token.range.end.offset)
    }

    /// The token after the current one, without consuming anything.
    func peek() -> Token {
        var copy = lexer
        return copy.next(reader)
    }

    /// Whether the current token is a statement end: a line break, `;`, `}` or the end of the file.
    var atStatementEnd: Bool {
        switch current.kind {
        case .newline, .semicolon, .rightBrace, .endOfFile: return true
        default: return false
        }
    }

    /// Consumes a token of `kind`, or reports that it was expected after `context`.
    @discardableResult
    mutating func expect(_ kind: TokenKind, _ spelling: String, after context: @autoclosure () -> String)
        -> Bool
    {
        if current.kind == kind {
            advance()
            return true
        }
        fail(.expected(spelling, after: context()), at: missingTokenRange)
        return false
    }

    /// Where a missing token is reported: at the current token, or right after the previous one
    /// when the current token is on a later line (the caret then points at the line that is short).
    var missingTokenRange: Range<SourcePosition> {
        current.range.start.line > previousEnd.line ? Range<SourcePosition>(at: previousEnd) : current.range
    }

    /// Reports an error unless one was already reported for this statement.
    mutating func fail(
        _ message: DiagnosticMessage, at range: Range<SourcePosition>, notes: [DiagnosticNote] = []
    ) {
        guard !isRecovering else { return }
        if current.kind != .invalid || range != current.range {
            report(message, at: range, notes: notes)
        }
        isRecovering = true
    }

    /// Reports an error that does not disturb parsing.
    mutating func report(
        _ message: DiagnosticMessage, at range: Range<SourcePosition>, notes: [DiagnosticNote] = []
    ) {
        guard diagnostics.count + lexer.diagnostics.count <= limits.collectedErrors else { return }
        diagnostics.append(Diagnostic(message, at: range, in: source.name, notes: notes))
    }

    /// How a token is named in messages: its spelling in quotes, or words for line breaks and the end.
    func describe(_ token: Token) -> String {
        switch token.kind {
        case .newline: return "a line break"
        case .endOfFile: return "the end of the file"
        case .string: return "a string"
        default:
            let start = token.range.start.offset
            let end = min(token.range.end.offset, source.bytes.count, start + 40)
            guard start < end else { return "'\(text(token))'" }
            return "'\(String(decoding: source.bytes[start..<end], as: UTF8.self))'"
        }
    }

    /// A range from `start` to the end of the last consumed token.
    func range(from start: SourcePosition) -> Range<SourcePosition> {
        Range<SourcePosition>(start: start, end: previousEnd)
    }

    // MARK: - Recovery

    /// Skips to the end of the current statement.
    ///
    /// The end is a line break or `;` outside blocks, or the `}` that closes the enclosing block
    /// (left for the block to consume). Blocks met on the way are skipped whole.
    mutating func synchronize() {
        var depth = 0
        while current.kind != .endOfFile {
            switch current.kind {
            case .leftBrace:
                depth += 1
            case .rightBrace:
                if depth == 0 {
                    isRecovering = false
                    return
                }
                depth -= 1
                if depth == 0 {
                    advance()
                    if atStatementEnd {
                        isRecovering = false
                        return
                    }
                    continue
                }
            case .newline, .semicolon:
                if depth == 0 {
                    isRecovering = false
                    return
                }
            default:
                break
            }
            advance()
        }
        isRecovering = false
    }

    /// Skips newlines and semicolons between statements.
    mutating func skipSeparators() {
        while current.kind == .newline || current.kind == .semicolon { advance() }
    }
}
