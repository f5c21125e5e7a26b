import EffectDSL

extension CSSParser {
    /// Reads the declarations of a block whose `{` was just consumed, up to and with its `}`.
    ///
    /// At-rules and nested rules inside the block (CSS Nesting) are skipped: their selectors depend on
    /// the rule's, which the importer does not combine.
    mutating func parseDeclarations(depth: Int) -> [CSSDeclaration] {
        let open = index > 0 ? tokens[index - 1].range : end..<end
        var declarations: [CSSDeclaration] = []
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
                return declarations
            case .atKeyword:
                index += 1
                skipAtRule(depth: depth)
            default:
                if nextItemIsNestedRule() {
                    skipNestedRule(depth: depth)
                } else if let declaration = parseDeclaration(depth: depth) {
                    declarations.append(declaration)
                }
            }
        }
        return declarations
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
