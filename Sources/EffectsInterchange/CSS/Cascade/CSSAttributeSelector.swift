/// An attribute selector (Selectors 4, §6): `[name]`, or `[name OP "value" i|s]`.
public struct CSSAttributeSelector: Hashable, Sendable {
    /// How the attribute's value is compared.
    public enum Operator: String, Hashable, Sendable {
        /// `=`: equal.
        case equals = "="
        /// `~=`: one of its whitespace-separated words.
        case includes = "~="
        /// `|=`: equal, or followed by `-`.
        case dashMatch = "|="
        /// `^=`: starts with.
        case prefix = "^="
        /// `$=`: ends with.
        case suffix = "$="
        /// `*=`: contains.
        case substring = "*="
    }

    /// The attribute's name, lowercased.
    public var name: String
    /// The comparison and the value compared; `nil` for a bare `[name]`.
    public var test: (operator: Operator, value: String)?
    /// Whether the comparison ignores ASCII case (the `i` flag).
    public var ignoresCase = false

    /// Whether `element` has the attribute, with a value that passes the test.
    func matches(_ element: CSSElement) -> Bool {
        guard let actual = element.attribute(name) else { return false }
        guard let (op, expected) = test else { return true }
        let value = ignoresCase ? actual.lowercased() : actual
        let wanted = ignoresCase ? expected.lowercased() : expected
        switch op {
        case .equals: return value == wanted
        case .includes:
            return !wanted.isEmpty && !wanted.contains(where: \.isWhitespace)
                && value.split(whereSeparator: \.isWhitespace).contains { $0 == wanted }
        case .dashMatch: return value == wanted || value.hasPrefix(wanted + "-")
        case .prefix: return !wanted.isEmpty && value.hasPrefix(wanted)
        case .suffix: return !wanted.isEmpty && value.hasSuffix(wanted)
        case .substring: return !wanted.isEmpty && value.contains(wanted)
        }
    }

    /// A value the attribute can have for the test to pass, for an imagined element.
    var satisfyingValue: String {
        guard let (op, value) = test else { return "" }
        return op == .dashMatch || op == .equals || op == .includes || !value.isEmpty ? value : "x"
    }

    /// Whether two attribute selectors are alike.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.name == rhs.name && lhs.test?.operator == rhs.test?.operator && lhs.test?.value == rhs.test?.value
            && lhs.ignoresCase == rhs.ignoresCase
    }

    /// Hashes what ``==`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(test?.operator)
        hasher.combine(test?.value)
        hasher.combine(ignoresCase)
    }
}
