import EffectDSL

extension CSSParser {
    /// The names browsers read as `@keyframes`: the standard one and the prefixed aliases.
    static let keyframesNames: Set<String> = [
        "keyframes", "-webkit-keyframes", "-moz-keyframes", "-o-keyframes",
    ]

    /// The at-rules that group style rules, kept with their rules: `@media`, `@supports`, `@layer`
    /// and `@starting-style` (whose rules give an element's style before its first, CSS
    /// Transitions 2 §3.4).
    static let groupNames: Set<String> = ["media", "layer", "supports", "starting-style"]

    /// Reads the at-rule whose keyword (at `start`) was just consumed: `@keyframes`, `@media`,
    /// `@supports`, `@layer`, `@starting-style` and `@property` are kept, every other at-rule is
    /// skipped whole.
    mutating func parseAtRule(name: String, start: Range<Int>, depth: Int) -> CSSRule? {
        let lowered = name.lowercased()
        if CSSParser.keyframesNames.contains(lowered) {
            return parseKeyframes(start: start, depth: depth).map(CSSRule.keyframes)
        }
        if lowered == "layer", let statement = parseLayerStatement(start: start, depth: depth) {
            return statement
        }
        if lowered == "property" {
            // `@property --name { … initial-value: … }`: its declarations, for the custom property's
            // initial value.
            guard let prelude = parsePrelude(depth: depth) else { return nil }
            let declarations = parseDeclarations(depth: depth + 1)
            let range = start.lowerBound..<previousEnd
            return .group(
                CSSGroupRule(
                    name: lowered, prelude: Array(prelude.trimmed),
                    rules: [.style(CSSStyleRule(prelude: [], declarations: declarations, range: range))],
                    range: range))
        }
        guard CSSParser.groupNames.contains(lowered) else {
            skipAtRule(depth: depth)
            return nil
        }
        guard let prelude = parsePrelude(depth: depth) else { return nil }
        let rules = parseRules(depth: depth + 1, nested: true)
        if current?.kind == .closeCurly {
            index += 1
        } else if !stopped {
            problems.add(.cssBlockUnclosed("{"), at: start)
        }
        return .group(
            CSSGroupRule(
                name: lowered, prelude: Array(prelude.trimmed), rules: rules,
                range: start.lowerBound..<previousEnd))
    }

    /// Reads `@layer NAME, NAME;` after its keyword (a statement that only orders the layers) as a
    /// layer group per name with no rules; `nil`, reading nothing, when a block follows instead.
    private mutating func parseLayerStatement(start: Range<Int>, depth: Int) -> CSSRule? {
        var lookahead = index
        while lookahead < tokens.count {
            switch tokens[lookahead].kind {
            case .semicolon: break
            case .openCurly, .closeCurly: return nil
            default:
                lookahead += 1
                continue
            }
            break
        }
        guard lookahead < tokens.count else { return nil }
        var prelude: [CSSComponentValue] = []
        while index < lookahead, let value = parseComponentValue(depth: depth) { prelude.append(value) }
        index = lookahead + 1
        let range = start.lowerBound..<previousEnd
        let groups = prelude.commaSeparated.map { name in
            CSSRule.group(CSSGroupRule(name: "layer", prelude: Array(name.trimmed), rules: [], range: range))
        }
        return .group(CSSGroupRule(name: "layer-statement", prelude: [], rules: groups, range: range))
    }

    /// Reads `@keyframes NAME { SELECTORS { DECLARATIONS } … }` after its keyword.
    private mutating func parseKeyframes(start: Range<Int>, depth: Int) -> CSSKeyframesRule? {
        guard let prelude = parsePrelude(depth: depth) else { return nil }
        let parts = Array(prelude.trimmed)
        var name: String?
        if parts.count == 1, let token = parts.first?.token {
            switch token.kind {
            case .ident(let ident) where !CSSParser.reservedNames.contains(ident.lowercased()): name = ident
            case .string(let text) where !text.isEmpty: name = text
            default: break
            }
        }
        let blocks = parseKeyframeBlocks(depth: depth + 1)
        guard let name else {
            problems.add(.cssKeyframesNameExpected, at: parts.span(or: start))
            return nil
        }
        return CSSKeyframesRule(
            name: name, blocks: blocks, range: start.lowerBound..<previousEnd,
            nameRange: parts.span(or: start))
    }

    /// Words that cannot name keyframes (CSS Animations 1, `<keyframes-name>`).
    static let reservedNames: Set<String> = [
        "none", "initial", "inherit", "unset", "default", "revert", "revert-layer",
    ]

    /// Reads the blocks of a `@keyframes` rule whose `{` was consumed, through its `}`.
    private mutating func parseKeyframeBlocks(depth: Int) -> [CSSKeyframeBlock] {
        let open = index > 0 ? tokens[index - 1].range : end..<end
        var blocks: [CSSKeyframeBlock] = []
        while !stopped {
            skipWhitespace()
            guard let token = current else {
                problems.add(.cssBlockUnclosed("{"), at: open)
                break
            }
            switch token.kind {
            case .closeCurly:
                index += 1
                return blocks
            case .semicolon:
                index += 1
            case .atKeyword:
                index += 1
                skipAtRule(depth: depth)
            default:
                let blockStart = token.range.lowerBound
                guard let prelude = parsePrelude(depth: depth) else {
                    if current?.kind == .closeCurly { continue }
                    return blocks
                }
                let declarations = parseDeclarations(depth: depth + 1)
                blocks.append(
                    CSSKeyframeBlock(
                        prelude: Array(prelude.trimmed), declarations: declarations,
                        range: blockStart..<previousEnd))
            }
        }
        return blocks
    }
}
