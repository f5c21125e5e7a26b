/// Reads a rule's prelude as a selector list (Selectors 4): compounds of types, `*`, ids, classes and
/// pseudo-classes, joined by combinators and separated by commas.
///
/// What the importer cannot decide is kept as ``CSSCompoundSelector/undecided`` rather than refused:
/// the cascade then skips the rule, and says so only where it might have mattered.
enum CSSSelectorParser {
    /// The legacy pseudo-elements written with one colon.
    static let legacyPseudoElements: Set<String> = ["before", "after", "first-line", "first-letter"]

    /// The selectors of `prelude` (read from `bytes`), or `nil` if it is not a selector list.
    static func parse(_ prelude: [CSSComponentValue], bytes: [UInt8]) -> [CSSComplexSelector]? {
        var selectors: [CSSComplexSelector] = []
        for part in prelude.commaSeparated {
            guard !part.isEmpty, let selector = complex(part, bytes: bytes) else { return nil }
            selectors.append(selector)
        }
        return selectors
    }

    private static func complex(_ values: [CSSComponentValue], bytes: [UInt8]) -> CSSComplexSelector? {
        var compounds: [CSSCompoundSelector] = []
        var combinators: [CSSCombinator] = []
        var current: CSSCompoundSelector?
        var pending: CSSCombinator?
        var index = 0
        while index < values.count {
            let value = values[index]
            if value.isWhitespace || isCombinator(value) != nil {
                if let compound = current {
                    compounds.append(compound)
                    current = nil
                    pending = .descendant
                }
                if let combinator = isCombinator(value) {
                    guard pending != nil, !compounds.isEmpty else { return nil }
                    pending = combinator
                }
                index += 1
                continue
            }
            if current == nil {
                if let combinator = pending {
                    combinators.append(combinator)
                    pending = nil
                }
                current = CSSCompoundSelector()
            }
            guard var compound = current, let consumed = read(values, at: index, into: &compound) else {
                return nil
            }
            current = compound
            index += consumed
        }
        guard let last = current, pending == nil else { return nil }
        compounds.append(last)
        let range = values.span(or: 0..<0)
        let text = String(decoding: bytes[range.clamped(to: 0..<bytes.count)], as: UTF8.self)
        return CSSComplexSelector(compounds: compounds, combinators: combinators, text: text, range: range)
    }

    private static func isCombinator(_ value: CSSComponentValue) -> CSSCombinator? {
        guard let token = value.token else { return nil }
        if token.isDelim(">") { return .child }
        if token.isDelim("+") || token.isDelim("~") { return .sibling }
        return nil
    }

    /// Reads one simple selector at `index` into `compound`; how many values it took, or `nil`.
    private static func read(
        _ values: [CSSComponentValue], at index: Int, into compound: inout CSSCompoundSelector
    ) -> Int? {
        let value = values[index]
        let next = index + 1 < values.count ? values[index + 1] : nil
        switch value {
        case .block(let open, _, _) where open == .openSquare:
            compound.undecided.append("[…]")
            compound.extraSpecificity.classes += 1
            return 1
        case .token(let token):
            switch token.kind {
            case .delim("*"):
                return 1
            case .delim("&"):
                compound.undecided.append("&")
                return 1
            case .ident(let name):
                guard compound.type == nil else { return nil }
                compound.type = name.lowercased()
                return 1
            case .hash(let name, let isID) where isID:
                compound.ids.append(name)
                return 1
            case .delim("."):
                guard case .ident(let name) = next?.token?.kind else { return nil }
                compound.classes.append(name)
                return 2
            case .colon:
                return readPseudo(values, at: index + 1, into: &compound).map { $0 + 1 }
            default:
                return nil
            }
        default:
            return nil
        }
    }

    /// Reads what follows a `:`: a pseudo-class, or with a second `:` a pseudo-element.
    private static func readPseudo(
        _ values: [CSSComponentValue], at index: Int, into compound: inout CSSCompoundSelector
    ) -> Int? {
        guard index < values.count else { return nil }
        switch values[index] {
        case .token(let token) where token.kind == .colon:
            guard index + 1 < values.count else { return nil }
            compound.isPseudoElement = true
            return 2
        case .token(let token):
            guard case .ident(let name) = token.kind else { return nil }
            let lowered = name.lowercased()
            if lowered == "root" {
                compound.isRoot = true
            } else if legacyPseudoElements.contains(lowered) {
                compound.isPseudoElement = true
            } else {
                compound.undecided.append(":" + lowered)
                compound.extraSpecificity.classes += 1
            }
            return 1
        case .function(let name, _, _):
            let lowered = name.lowercased()
            compound.undecided.append(":" + lowered + "(…)")
            if lowered != "where" { compound.extraSpecificity.classes += 1 }
            return 1
        default:
            return nil
        }
    }
}
