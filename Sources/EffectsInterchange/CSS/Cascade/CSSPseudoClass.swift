/// A pseudo-class the importer decides on a page: the structural ones and those that take a
/// selector list (Selectors 4, §4 and §14).
public indirect enum CSSPseudoClass: Hashable, Sendable {
    /// `:nth-child(An+B [of S])` (`:first-child`, `:only-child`'s halves), or with `fromEnd`
    /// `:nth-last-child`; `of` restricts the siblings counted to those matching the list.
    case nthChild(CSSNthPattern, fromEnd: Bool, of: [CSSComplexSelector]?)
    /// `:nth-of-type(An+B)` (`:first-of-type`), or with `fromEnd` `:nth-last-of-type`.
    case nthOfType(CSSNthPattern, fromEnd: Bool)
    /// `:is()` and `:matches()`: any of the list; counted with its most specific argument.
    case isAny([CSSComplexSelector])
    /// `:where()`: any of the list, of no specificity.
    case whereAny([CSSComplexSelector])
    /// `:not()`: none of the list; counted with its most specific argument.
    case not([CSSComplexSelector])
    /// `:only-child`, or with `ofType` `:only-of-type`.
    case only(ofType: Bool)
    /// `:empty`: no element children (the page holds no text).
    case empty

    /// The specificity CSS gives the pseudo-class (Selectors 4, §17).
    var specificity: CSSSpecificity {
        func most(_ list: [CSSComplexSelector]) -> CSSSpecificity {
            list.map(\.specificity).max() ?? CSSSpecificity()
        }
        switch self {
        case .nthChild(_, _, let list):
            return CSSSpecificity(classes: 1) + most(list ?? [])
        case .nthOfType, .only, .empty:
            return CSSSpecificity(classes: 1)
        case .isAny(let list), .not(let list):
            return most(list)
        case .whereAny:
            return CSSSpecificity()
        }
    }

    /// Whether a selector inside it is undecided (states decided when `decidingStates`).
    func isUndecided(decidingStates: Bool) -> Bool {
        switch self {
        case .nthChild(_, _, let list):
            return (list ?? []).contains { $0.isUndecided(decidingStates: decidingStates) }
        case .isAny(let list), .whereAny(let list), .not(let list):
            return list.contains { $0.isUndecided(decidingStates: decidingStates) }
        case .nthOfType, .only, .empty: return false
        }
    }
}

/// The `An+B` of `:nth-child()` and its kin: the positions `A·n + B` for n = 0, 1, 2, ….
public struct CSSNthPattern: Hashable, Sendable {
    /// The step.
    public var a: Int
    /// The offset.
    public var b: Int

    /// The pattern `a`n+`b`.
    public init(a: Int, b: Int) {
        self.a = a
        self.b = b
    }

    /// Whether the 1-based `position` is one of the pattern's.
    public func matches(_ position: Int) -> Bool {
        if a == 0 { return position == b }
        let steps = position - b
        return steps % a == 0 && steps / a >= 0
    }

    /// The first position (1-based) the pattern matches, if any within `limit`.
    func firstPosition(limit: Int = 64) -> Int? {
        (1...limit).first(where: matches)
    }

    /// Reads `odd`, `even`, `3`, `-n+3`, `2n + 1` and the like (CSS Syntax 3, §6); `nil` if not one.
    static func read(_ text: String) -> CSSNthPattern? {
        let compact = text.lowercased().filter { !$0.isWhitespace }
        if compact == "odd" { return CSSNthPattern(a: 2, b: 1) }
        if compact == "even" { return CSSNthPattern(a: 2, b: 0) }
        guard let n = compact.firstIndex(of: "n") else {
            return integer(compact).map { CSSNthPattern(a: 0, b: $0) }
        }
        let head = String(compact[..<n])
        let tail = String(compact[compact.index(after: n)...])
        let a: Int?
        switch head {
        case "", "+": a = 1
        case "-": a = -1
        default: a = integer(head)
        }
        guard let a else { return nil }
        guard !tail.isEmpty else { return CSSNthPattern(a: a, b: 0) }
        guard tail.first == "+" || tail.first == "-", let b = integer(tail) else { return nil }
        return CSSNthPattern(a: a, b: b)
    }

    private static func integer(_ text: String) -> Int? {
        let digits = text.first == "+" || text.first == "-" ? text.dropFirst() : Substring(text)
        guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber),
            let value = Int(digits)
        else { return nil }
        return text.first == "-" ? -value : value
    }
}
