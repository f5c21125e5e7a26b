import EffectDSL

/// A stylesheet read into the rules the importer needs, with what was wrong in its syntax.
public struct CSSStylesheet: Hashable, Sendable {
    /// The file it was read from.
    public let source: SourceFile
    /// The style rules, `@keyframes` and `@media` rules, in source order.
    public let rules: [CSSRule]
    /// The syntax errors, in the order they were found.
    let problems: [CSSProblem]

    /// Reads `source`: a file that is too large or not text is one error and no rules.
    public init(source: SourceFile, limits: CSSLimits = .standard) {
        self.source = source
        if let problem = CSSStylesheet.refusal(of: source.bytes, limits: limits) {
            self.rules = []
            self.problems = [problem]
            return
        }
        let (tokens, tokenProblems) = CSSTokenizer.tokens(of: source.bytes)
        var parser = CSSParser(bytes: source.bytes, tokens: tokens, limits: limits)
        self.rules = parser.parseStylesheet()
        let syntax = tokenProblems.map(CSSStylesheet.problem) + parser.problems.all
        self.problems = syntax.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// The diagnostics of the syntax, with lines and columns.
    public var diagnostics: [Diagnostic] {
        CSSDiagnostics.diagnostics(of: problems, in: source, limit: CSSLimits.standard.errors)
    }

    /// Why `bytes` cannot be read as a stylesheet, if they cannot: too many of them, a control byte
    /// that no text holds, or bytes that are not UTF-8.
    static func refusal(of bytes: [UInt8], limits: CSSLimits) -> CSSProblem? {
        guard bytes.count <= limits.fileBytes else {
            return CSSProblem(.cssFileTooLarge(limit: limits.fileBytes), at: 0..<0)
        }
        var controls = 0
        var first: Int?
        for (offset, byte) in bytes.enumerated()
        where byte < 0x20 && !CSSTokenizer.isWhitespace(byte) || byte == 0x7F {
            controls += 1
            if first == nil { first = offset }
        }
        if let first {
            return CSSProblem(
                .cssFileNotText(byte: bytes[first], others: controls - 1), at: first..<first + 1)
        }
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var offset = 0
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: break loop
            case .error: return CSSProblem(.cssFileNotUTF8, at: offset..<offset + 1)
            }
        }
        return nil
    }

    private static func problem(_ problem: CSSTokenizer.Problem) -> CSSProblem {
        switch problem {
        case .commentUnterminated(let range): return CSSProblem(.cssCommentUnterminated, at: range)
        case .stringUnterminated(let range): return CSSProblem(.cssStringUnterminated, at: range)
        case .stringUnclosedAtEnd(let range): return CSSProblem(.cssStringUnterminated, at: range)
        case .badURL(let range): return CSSProblem(.cssURLMalformed, at: range)
        }
    }
}
