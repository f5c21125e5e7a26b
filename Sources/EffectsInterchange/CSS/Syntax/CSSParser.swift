import EffectDSL

/// Reads a stylesheet's tokens into the rules the importer needs (CSS Syntax Level 3, §5): style
/// rules, `@keyframes` (and its `-webkit-` alias) and `@media`; every other at-rule is skipped whole.
///
/// A mistake is reported once and the parser recovers where CSS does — a declaration at the next
/// `;`, a rule at the end of its block — so one mistake gives one message. Blocks and functions
/// nested deeper than ``CSSLimits/depth`` stop the parse with one message.
struct CSSParser {
    /// The file's bytes, for quoting them in messages.
    let bytes: [UInt8]
    /// The tokens, comments dropped.
    let tokens: [CSSToken]
    /// The offset just past the last byte, where problems at the end of the file point.
    let end: Int
    /// The bounds of the read.
    let limits: CSSLimits
    /// The index of the next token.
    var index = 0
    /// What was found wrong.
    var problems = CSSProblems()
    /// Whether the nesting limit stopped the parse.
    var stopped = false

    /// A parser of `tokens`, read from `bytes`.
    init(bytes: [UInt8], tokens: [CSSToken], limits: CSSLimits) {
        self.bytes = bytes
        self.tokens = tokens
        self.end = bytes.count
        self.limits = limits
    }

    /// The rules of the whole stylesheet.
    mutating func parseStylesheet() -> [CSSRule] {
        parseRules(depth: 0, nested: false)
    }

    /// The next token, if any.
    var current: CSSToken? { index < tokens.count ? tokens[index] : nil }

    mutating func skipWhitespace() {
        while let token = current, token.isWhitespace || token.kind == .cdo || token.kind == .cdc {
            index += 1
        }
    }

    /// Reads rules up to the end of the file, or up to the `}` that closes a group rule.
    mutating func parseRules(depth: Int, nested: Bool) -> [CSSRule] {
        var rules: [CSSRule] = []
        while !stopped {
            skipWhitespace()
            guard let token = current else { break }
            switch token.kind {
            case .closeCurly:
                if nested { return rules }
                problems.add(.cssBraceUnexpected, at: token.range)
                index += 1
            case .atKeyword(let name):
                index += 1
                if let rule = parseAtRule(name: name, start: token.range, depth: depth) { rules.append(rule) }
            default:
                if let (rule, nested) = parseStyleRule(depth: depth) {
                    rules.append(.style(rule))
                    rules += nested
                } else if !nested && current?.kind == .closeCurly {
                    // The stray `}` that ended the prelude is part of the one mistake reported.
                    index += 1
                }
            }
        }
        return rules
    }

    /// Reads a style rule: its prelude up to `{`, then its declarations; with the rules nested in
    /// it, which come after it in the cascade's order.
    private mutating func parseStyleRule(depth: Int) -> (CSSStyleRule, [CSSRule])? {
        let start = current?.range.lowerBound ?? end
        guard let prelude = parsePrelude(depth: depth) else { return nil }
        let block = parseBlock(depth: depth + 1, selector: Array(prelude.trimmed))
        return (
            CSSStyleRule(prelude: prelude, declarations: block.declarations, range: start..<previousEnd),
            block.nested
        )
    }

    /// Reads component values up to a `{`, which it consumes; `nil` (with a problem) when the file or
    /// the enclosing block ends first, or when a `;` ends a prelude that has no block.
    mutating func parsePrelude(depth: Int) -> [CSSComponentValue]? {
        let start = current?.range.lowerBound ?? end
        var prelude: [CSSComponentValue] = []
        while !stopped, let token = current {
            switch token.kind {
            case .openCurly:
                index += 1
                return prelude
            case .closeCurly:
                problems.add(.cssBlockExpected, at: prelude.span(or: token.range))
                return nil
            default:
                guard let value = parseComponentValue(depth: depth) else { return nil }
                prelude.append(value)
            }
        }
        if !stopped { problems.add(.cssBlockExpected, at: prelude.span(or: start..<end)) }
        return nil
    }

    /// The end of the last token read.
    var previousEnd: Int { index > 0 && index <= tokens.count ? tokens[index - 1].range.upperBound : end }

    /// Reads one component value: a token, or a whole function or block with what it holds.
    mutating func parseComponentValue(depth: Int) -> CSSComponentValue? {
        guard let token = current else { return nil }
        index += 1
        let close: CSSTokenKind
        switch token.kind {
        case .function, .openParen: close = .closeParen
        case .openSquare: close = .closeSquare
        case .openCurly: close = .closeCurly
        default: return .token(token)
        }
        guard depth < limits.depth else {
            problems.add(.cssBlockTooDeep(limit: limits.depth), at: token.range)
            stopped = true
            return nil
        }
        var contents: [CSSComponentValue] = []
        while let next = current, next.kind != close {
            guard let value = parseComponentValue(depth: depth + 1) else { return nil }
            contents.append(value)
        }
        if current == nil {
            problems.add(.cssBlockUnclosed(CSSParser.text(of: token.kind)), at: token.range)
        } else {
            index += 1
        }
        let range = token.range.lowerBound..<previousEnd
        if case .function(let name) = token.kind {
            return .function(name: name, arguments: contents, range: range)
        }
        return .block(open: token.kind, contents: contents, range: range)
    }

    /// How an opening token is written, for messages.
    static func text(of kind: CSSTokenKind) -> String {
        switch kind {
        case .function(let name): return name + "("
        case .openSquare: return "["
        case .openCurly: return "{"
        default: return "("
        }
    }
}
