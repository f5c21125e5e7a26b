import EffectDSL

extension CSSParser {
    /// Reads the declarations of a block whose `{` was just consumed, up to and with its `}`;
    /// at-rules and nested rules inside it are skipped.
    mutating func parseDeclarations(depth: Int) -> [CSSDeclaration] {
        parseBlock(depth: depth, selector: nil).declarations
    }

    /// Reads the block of a style rule whose selector is `selector`, its `{` just consumed.
    ///
    /// It gives the declarations, and the nested rules (CSS Nesting) as rules of their own: their
    /// selectors joined to the parent's (`&` is `:is(parent)`, a selector without one is a
    /// descendant of it), a nested `@media`, `@supports` or `@layer` as that group around the
    /// parent's selector.
    /// With no selector (a keyframe's block) nested rules are skipped.
    mutating func parseBlock(depth: Int, selector: [CSSComponentValue]?) -> (
        declarations: [CSSDeclaration], nested: [CSSRule]
    ) {
        let open = index > 0 ? tokens[index - 1].range : end..<end
        var declarations: [CSSDeclaration] = []
        var nested: [CSSRule] = []
        while !stopped {
            guard let token = current else {
                problems.add(.cssBlockUnclosed("{"), at: open)
                break
            }
            switch token.kind {
            case .whitespace, .semicolon:
                index += 1
            case .closeCurly:
                index += 1
                return (declarations, nested)
            case .atKeyword(let name):
                index += 1
                let lowered = name.lowercased()
                guard let selector, CSSParser.groupNames.contains(lowered) else {
                    skipAtRule(depth: depth)
                    continue
                }
                guard let prelude = parsePrelude(depth: depth) else { continue }
                let inner = parseBlock(depth: depth + 1, selector: selector)
                let rule = CSSStyleRule(
                    prelude: selector, declarations: inner.declarations,
                    range: token.range.lowerBound..<previousEnd)
                nested.append(
                    .group(
                        CSSGroupRule(
                            name: lowered, prelude: Array(prelude.trimmed),
                            rules: [.style(rule)] + inner.nested,
                            range: token.range.lowerBound..<previousEnd)))
            default:
                if nextItemIsNestedRule() {
                    guard let selector else {
                        skipNestedRule(depth: depth)
                        continue
                    }
                    let start = token.range.lowerBound
                    guard let prelude = parsePrelude(depth: depth) else { continue }
                    let joined = CSSParser.nest(Array(prelude.trimmed), in: selector)
                    let inner = parseBlock(depth: depth + 1, selector: joined)
                    nested.append(
                        .style(
                            CSSStyleRule(
                                prelude: joined, declarations: inner.declarations, range: start..<previousEnd)
                        ))
                    nested += inner.nested
                } else if let declaration = parseDeclaration(depth: depth) {
                    declarations.append(declaration)
                }
            }
        }
        return (declarations, nested)
    }

    /// The selector of a rule written as `child` inside a rule of `parent`: each `&` of each
    /// selector of the list becomes `:is(parent)`, and a selector without one is a descendant of
    /// `:is(parent)` (CSS Nesting 1, §3).
    static func nest(_ child: [CSSComponentValue], in parent: [CSSComponentValue]) -> [CSSComponentValue] {
        let span = parent.span(or: 0..<0)
        func reference(at range: Range<Int>) -> [CSSComponentValue] {
            [.token(CSSToken(.colon, range)), .function(name: "is", arguments: parent, range: span)]
        }
        func replacing(_ values: [CSSComponentValue]) -> (values: [CSSComponentValue], found: Bool) {
            var found = false
            var result: [CSSComponentValue] = []
            for value in values {
                switch value {
                case .token(let token) where token.isDelim("&"):
                    result += reference(at: token.range)
                    found = true
                case .function(let name, let arguments, let range):
                    let inner = replacing(arguments)
                    found = found || inner.found
                    result.append(.function(name: name, arguments: inner.values, range: range))
                default:
                    result.append(value)
                }
            }
            return (result, found)
        }
        var joined: [CSSComponentValue] = []
        for (position, part) in child.commaSeparated.enumerated() {
            if position > 0 { joined.append(.token(CSSToken(.comma, span))) }
            let (values, found) = replacing(part)
            if found {
                joined += values
            } else {
                let at = part.first?.range ?? span
                joined += reference(at: at) + [.token(CSSToken(.whitespace, at))] + values
            }
        }
        return joined
    }

    /// Whether the item at the current token reaches a `{` before a `;` or `}` at its own level.
    private func nextItemIsNestedRule() -> Bool {
        var level = 0
        var position = index
        while position < tokens.count {
            switch tokens[position].kind {
            case .function, .openParen, .openSquare: level += 1
            case .closeParen, .closeSquare: level = max(level - 1, 0)
            case .openCurly where level == 0: return true
            case .semicolon where level == 0, .closeCurly where level == 0: return false
            default: break
            }
            position += 1
        }
        return false
    }

    private mutating func skipNestedRule(depth: Int) {
        guard parsePrelude(depth: depth) != nil else { return }
        _ = parseDeclarations(depth: depth + 1)
    }

    /// Skips an at-rule whose keyword was consumed: up to its `;`, or through its block.
    mutating func skipAtRule(depth: Int) {
        while !stopped, let token = current {
            switch token.kind {
            case .semicolon:
                index += 1
                return
            case .closeCurly:
                return
            case .openCurly:
                _ = parseComponentValue(depth: depth)
                return
            default:
                _ = parseComponentValue(depth: depth)
            }
        }
    }

    /// Reads one declaration, `name: value [!important]`, up to (not through) its `;` or `}`.
    private mutating func parseDeclaration(depth: Int) -> CSSDeclaration? {
        guard let first = current else { return nil }
        guard case .ident(let name) = first.kind else {
            problems.add(.cssPropertyExpected(found: describe(first)), at: first.range)
            skipToDeclarationEnd(depth: depth)
            return nil
        }
        index += 1
        skipWhitespace()
        guard current?.kind == .colon else {
            problems.add(.cssColonExpected(after: name), at: first.range)
            skipToDeclarationEnd(depth: depth)
            return nil
        }
        index += 1
        var value: [CSSComponentValue] = []
        while !stopped, let token = current, token.kind != .semicolon, token.kind != .closeCurly {
            // Only nesting past the limit stops a value: that error is reported, and the cut value
            // would only add a spurious one ("'transform' takes …").
            guard let component = parseComponentValue(depth: depth) else { return nil }
            value.append(component)
        }
        var trimmed = Array(value.trimmed)
        let isImportant = CSSParser.removeImportant(from: &trimmed)
        return CSSDeclaration(
            name: name, value: trimmed, isImportant: isImportant, range: first.range.lowerBound..<previousEnd,
            nameRange: first.range)
    }

    /// Removes a trailing `! important` (any case, spaces allowed) and says whether there was one.
    static func removeImportant(from value: inout [CSSComponentValue]) -> Bool {
        guard value.last?.keyword == "important" else { return false }
        var position = value.count - 2
        while position >= 0, value[position].isWhitespace { position -= 1 }
        guard position >= 0, value[position].token?.isDelim("!") == true else { return false }
        value = Array(Array(value[..<position]).trimmed)
        return true
    }

    private mutating func skipToDeclarationEnd(depth: Int) {
        while !stopped, let token = current, token.kind != .semicolon, token.kind != .closeCurly {
            _ = parseComponentValue(depth: depth)
        }
    }

    /// A token as messages quote it.
    func describe(_ token: CSSToken) -> String {
        switch token.kind {
        case .whitespace: return "a space"
        case .string: return "a string"
        case .badString: return "a broken string"
        default:
            return "'" + CSSParser.quote(bytes, token.range) + "'"
        }
    }

    /// The text of `range` of `bytes` for a message: at most 24 characters, on one line.
    static func quote(_ bytes: [UInt8], _ range: Range<Int>) -> String {
        let clamped = range.clamped(to: 0..<bytes.count)
        var text = String(decoding: bytes[clamped], as: UTF8.self)
        text = String(text.prefix { $0 != "\n" && $0 != "\r" })
        return text.count > 24 ? String(text.prefix(24)) + "…" : text
    }
}
