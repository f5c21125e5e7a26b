/// Decides `@supports` conditions (CSS Conditional 3 and 4) as Chromium answers them.
///
/// `not`, `and`, `or` and parentheses combine tests. A declaration test `(property: value)` holds
/// for a property Chromium implements: a standard name or a `-webkit-` one (their values are taken
/// as valid, as the libraries that test them write them), never a `-moz-`, `-ms-` or `-o-` one.
/// `selector(…)` holds when the importer reads the selector. Anything else (`font-tech()`, an
/// unknown function) is false, as a browser takes what it does not know.
enum CSSSupportsCondition {
    /// Whether `prelude` holds; `nil` when it is not a condition at all (the rule is then skipped).
    static func evaluate(_ prelude: [CSSComponentValue], bytes: [UInt8]) -> Bool? {
        let parts = prelude.filter { !$0.isWhitespace }
        guard let first = parts.first else { return nil }
        if first.keyword == "not" {
            guard parts.count == 2 else { return nil }
            return test(parts[1], bytes: bytes).map { !$0 }
        }
        var result = test(first, bytes: bytes)
        var joiner: String?
        var index = 1
        while index < parts.count {
            guard let word = parts[index].keyword, word == "and" || word == "or",
                joiner == nil || joiner == word,
                index + 1 < parts.count, let next = test(parts[index + 1], bytes: bytes), let current = result
            else { return nil }
            joiner = word
            result = word == "and" ? current && next : current || next
            index += 2
        }
        return result
    }

    /// One test in parentheses, or `selector(…)`.
    private static func test(_ value: CSSComponentValue, bytes: [UInt8]) -> Bool? {
        switch value {
        case .block(let open, let contents, _) where open == .openParen:
            let inner = contents.filter { !$0.isWhitespace }
            if case .ident(let property)? = inner.first?.token?.kind, inner.count >= 2,
                inner[1].token?.kind == .colon
            {
                return supports(property.lowercased())
            }
            return evaluate(contents, bytes: bytes) ?? false
        case .function(let name, let arguments, _):
            guard name.lowercased() == "selector" else { return false }
            return CSSSelectorParser.parse(Array(arguments.trimmed), bytes: bytes) != nil
        default:
            return nil
        }
    }

    /// Whether Chromium implements `property`.
    private static func supports(_ property: String) -> Bool {
        !(property.hasPrefix("-moz-") || property.hasPrefix("-ms-") || property.hasPrefix("-o-"))
    }
}
