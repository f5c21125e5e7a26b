/// One component value of CSS Syntax Level 3 (§5): a token, a function with its arguments, or a
/// bracketed block with its contents.
public indirect enum CSSComponentValue: Hashable, Sendable {
    /// A token that is not the start of a function or a block.
    case token(CSSToken)
    /// `name(` … `)`: the name as written and the values between the parentheses.
    case function(name: String, arguments: [CSSComponentValue], range: Range<Int>)
    /// `(` … `)`, `[` … `]` or `{` … `}`: the opening token's kind and the values inside.
    case block(open: CSSTokenKind, contents: [CSSComponentValue], range: Range<Int>)

    /// The bytes of the file the value was read from.
    public var range: Range<Int> {
        switch self {
        case .token(let token): return token.range
        case .function(_, _, let range), .block(_, _, let range): return range
        }
    }

    /// The token, if the value is one.
    public var token: CSSToken? {
        if case .token(let token) = self { return token }
        return nil
    }

    /// Whether the value is whitespace.
    public var isWhitespace: Bool { token?.kind == .whitespace }

    /// The identifier's name in lowercase, if the value is an identifier.
    public var keyword: String? { token?.keyword }

    /// Whether the value is a comma.
    public var isComma: Bool { token?.kind == .comma }
}

extension Array where Element == CSSComponentValue {
    /// The values without leading and trailing whitespace.
    var trimmed: ArraySlice<CSSComponentValue> {
        var slice = self[...]
        while slice.first?.isWhitespace == true { slice.removeFirst() }
        while slice.last?.isWhitespace == true { slice.removeLast() }
        return slice
    }

    /// The values split at top-level commas, each part trimmed.
    var commaSeparated: [[CSSComponentValue]] {
        var parts: [[CSSComponentValue]] = [[]]
        for value in self {
            if value.isComma {
                parts.append([])
            } else {
                parts[parts.count - 1].append(value)
            }
        }
        return parts.map { Array($0.trimmed) }
    }

    /// The range the values cover, or `fallback` when there are none.
    ///
    /// Substituted values come from wherever their custom property was written, so the bounds are
    /// the smallest start and the largest end, not the first value's and the last one's.
    func span(or fallback: Range<Int>) -> Range<Int> {
        guard let low = map(\.range.lowerBound).min(), let high = map(\.range.upperBound).max() else {
            return fallback
        }
        return low..<Swift.max(low, high)
    }
}
