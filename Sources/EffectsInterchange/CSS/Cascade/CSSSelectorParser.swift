/// Reads a rule's prelude as a selector list (Selectors 4): compounds of types, `*`, ids, classes and
/// pseudo-classes, joined by combinators and separated by commas.
///
/// Attribute selectors and the structural and logical pseudo-classes are read into the compound;
/// what the importer cannot decide (`:hover`, `&`) is kept as ``CSSCompoundSelector/undecided``
/// rather than refused: the cascade then skips the rule, and says so only where it might have
/// mattered.
enum CSSSelectorParser {
    /// The most compounds a complex selector may have; a longer one is read as invalid (its rule never
    /// applies), so that matching, which recurses once per compound, stays shallow.
    static let maximumCompounds = 256

    /// The legacy pseudo-elements written with one colon.
    static let legacyPseudoElements: Set<String> = ["before", "after", "first-line", "first-letter"]

    /// The selectors of `text` (a selector list written on its own, as `--element` gives it), or
    /// `nil` if it is not one.
    static func parse(text: String) -> [CSSComplexSelector]? {
        // Read as the prelude of an empty rule, so functions and blocks group as in a stylesheet.
        let bytes = Array((text + "{}").utf8)
        var parser = CSSParser(bytes: bytes, tokens: CSSTokenizer.tokens(of: bytes).tokens, limits: .standard)
        guard case .style(let rule)? = parser.parseStylesheet().first, parser.problems.all.isEmpty else {
            return nil
        }
        return parse(rule.prelude, bytes: bytes)
    }

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
            guard var compound = current,
                let consumed = read(values, at: index, into: &compound, bytes: bytes)
            else {
                return nil
            }
            current = compound
            index += consumed
        }
        guard let last = current, pending == nil, compounds.count < maximumCompounds else { return nil }
        compounds.append(last)
        let range = values.span(or: 0..<0)
        let text = String(decoding: bytes[range.clamped(to: 0..<bytes.count)], as: UTF8.self)
        return CSSComplexSelector(compounds: compounds, combinators: combinators, text: text, range: range)
    }

    private static func isCombinator(_ value: CSSComponentValue) -> CSSCombinator? {
        guard let token = value.token else { return nil }
        if token.isDelim(">") { return .child }
        if token.isDelim("+") { return .nextSibling }
        if token.isDelim("~") { return .subsequentSibling }
        return nil
    }

    /// Reads one simple selector at `index` into `compound`; how many values it took, or `nil`.
    private static func read(
        _ values: [CSSComponentValue], at index: Int, into compound: inout CSSCompoundSelector, bytes: [UInt8]
    ) -> Int? {
        let value = values[index]
        let next = index + 1 < values.count ? values[index + 1] : nil
        switch value {
        case .block(let open, let contents, _) where open == .openSquare:
            guard let attribute = attribute(contents) else { return nil }
            compound.attributes.append(attribute)
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
                return readPseudo(values, at: index + 1, into: &compound, bytes: bytes).map { $0 + 1 }
            default:
                return nil
            }
        default:
            return nil
        }
    }

    /// Reads what follows a `:`: a pseudo-class, or with a second `:` a pseudo-element.
    private static func readPseudo(
        _ values: [CSSComponentValue], at index: Int, into compound: inout CSSCompoundSelector, bytes: [UInt8]
    ) -> Int? {
        guard index < values.count else { return nil }
        switch values[index] {
        case .token(let token) where token.kind == .colon:
            guard index + 1 < values.count, let name = values[index + 1].keyword else { return nil }
            compound.pseudoElement = name
            return 2
        case .token(let token):
            guard case .ident(let name) = token.kind else { return nil }
            let lowered = name.lowercased()
            let first = CSSNthPattern(a: 0, b: 1)
            switch lowered {
            case "root": compound.isRoot = true
            case _ where legacyPseudoElements.contains(lowered): compound.pseudoElement = lowered
            case "first-child": compound.pseudoClasses.append(.nthChild(first, fromEnd: false, of: nil))
            case "last-child": compound.pseudoClasses.append(.nthChild(first, fromEnd: true, of: nil))
            case "only-child": compound.pseudoClasses.append(.only(ofType: false))
            case "first-of-type": compound.pseudoClasses.append(.nthOfType(first, fromEnd: false))
            case "last-of-type": compound.pseudoClasses.append(.nthOfType(first, fromEnd: true))
            case "only-of-type": compound.pseudoClasses.append(.only(ofType: true))
            case "empty": compound.pseudoClasses.append(.empty)
            case _ where CSSPage.userStates.contains(lowered): compound.states.append(lowered)
            default: compound.undecided.append(":" + lowered)
            }
            return 1
        case .function(let name, let arguments, _):
            guard let pseudoClass = function(name.lowercased(), arguments, bytes: bytes) else {
                return nil
            }
            if let pseudoClass {
                compound.pseudoClasses.append(pseudoClass)
            } else {
                compound.undecided.append(":" + name.lowercased() + "(…)")
            }
            return 1
        default:
            return nil
        }
    }

    /// The pseudo-class function `name(arguments)`: `.some(nil)` for one the importer cannot decide
    /// (`:has()`, `:lang()`), `nil` when its arguments are not what it takes.
    private static func function(_ name: String, _ arguments: [CSSComponentValue], bytes: [UInt8])
        -> CSSPseudoClass??
    {
        switch name {
        case "is", "matches", "-webkit-any", "where":
            // A forgiving list: the selectors that do not parse are dropped (Selectors 4, §3.7).
            let list = arguments.commaSeparated.compactMap { part in
                part.isEmpty ? nil : parse(part, bytes: bytes)?.first
            }
            return name == "where" ? .whereAny(list) : .isAny(list)
        case "not":
            guard let list = parse(arguments, bytes: bytes) else { return nil }
            return .not(list)
        case "nth-child", "nth-last-child", "nth-of-type", "nth-last-of-type":
            let ofIndex = arguments.firstIndex { $0.keyword == "of" }
            let pattern = Array(arguments[..<(ofIndex ?? arguments.endIndex)])
            let text = pattern.map {
                String(decoding: bytes[$0.range.clamped(to: 0..<bytes.count)], as: UTF8.self)
            }
            .joined()
            guard let nth = CSSNthPattern.read(text) else { return nil }
            let fromEnd = name.contains("last")
            if name.hasSuffix("of-type") {
                return ofIndex == nil ? .nthOfType(nth, fromEnd: fromEnd) : nil
            }
            var list: [CSSComplexSelector]?
            if let ofIndex {
                guard let parsed = parse(Array(Array(arguments[(ofIndex + 1)...]).trimmed), bytes: bytes)
                else {
                    return nil
                }
                list = parsed
            }
            return .nthChild(nth, fromEnd: fromEnd, of: list)
        default:
            return .some(nil)
        }
    }

    /// The attribute selector inside `[` … `]`, or `nil` if it is not one.
    private static func attribute(_ contents: [CSSComponentValue]) -> CSSAttributeSelector? {
        let tokens = contents.compactMap(\.token).filter { !$0.isWhitespace }
        guard contents.allSatisfy({ $0.token != nil }), case .ident(let name)? = tokens.first?.kind else {
            return nil
        }
        var selector = CSSAttributeSelector(name: name.lowercased())
        guard tokens.count > 1 else { return selector }
        var index = 1
        var op = ""
        if case .delim(let scalar) = tokens[index].kind, "~|^$*".unicodeScalars.contains(scalar) {
            op.unicodeScalars.append(scalar)
            index += 1
        }
        guard index < tokens.count, tokens[index].isDelim("="), index + 1 < tokens.count else { return nil }
        op += "="
        index += 1
        let value: String
        switch tokens[index].kind {
        case .ident(let text), .string(let text): value = text
        default: return nil
        }
        guard let kind = CSSAttributeSelector.Operator(rawValue: op) else { return nil }
        selector.test = (kind, value)
        index += 1
        if index < tokens.count {
            guard index + 1 == tokens.count, let flag = tokens[index].keyword, flag == "i" || flag == "s"
            else {
                return nil
            }
            selector.ignoresCase = flag == "i"
        }
        return selector
    }
}
