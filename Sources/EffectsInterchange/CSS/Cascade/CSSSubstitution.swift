import EffectDSL

/// Replaces `var(--name, fallback)` in a value by the custom property's value (CSS Variables 1, §3).
///
/// A reference to a property that is not defined takes its fallback; without one the whole value is
/// invalid at computed-value time (`nil`, with a warning: the browser then uses the property's
/// initial or inherited value, as the importer does). Values grow by substitution only up to
/// ``CSSLimits/substitutedValues`` component values, and all substitutions of one cascade share
/// one budget, so that no chain of references can grow without bound.
struct CSSSubstitution: Sendable {
    /// The custom properties visible to the value: a value, or `nil` for one that is invalid.
    var custom: [String: [CSSComponentValue]?]
    /// The largest value one substitution may produce.
    let limit: Int
    /// How many more component values all substitutions may produce.
    var budget: Int

    /// Whether `values` holds a `var()` anywhere.
    static func hasReferences(_ values: [CSSComponentValue]) -> Bool {
        values.contains { value in
            switch value {
            case .token: return false
            case .function(let name, let arguments, _):
                return name.lowercased() == "var" || hasReferences(arguments)
            case .block(_, let contents, _): return hasReferences(contents)
            }
        }
    }

    /// The custom properties the `var()`s of `values` name, nested ones (in fallbacks) too.
    static func references(in values: [CSSComponentValue]) -> [String] {
        values.flatMap { value -> [String] in
            switch value {
            case .token: return []
            case .function(let name, let arguments, _):
                if name.lowercased() == "var",
                    case .ident(let reference)? = arguments.trimmed.first?.token?.kind
                {
                    return [reference] + references(in: arguments)
                }
                return references(in: arguments)
            case .block(_, let contents, _): return references(in: contents)
            }
        }
    }

    /// `values` with every `var()` replaced, or `nil` when a reference cannot be resolved.
    mutating func substitute(_ values: [CSSComponentValue], problems: inout CSSProblems)
        -> [CSSComponentValue]?
    {
        guard CSSSubstitution.hasReferences(values) else { return values }
        var result: [CSSComponentValue] = []
        for value in values {
            switch value {
            case .token:
                result.append(value)
            case .function(let name, let arguments, let range) where name.lowercased() == "var":
                guard let replacement = reference(arguments, at: range, problems: &problems) else {
                    return nil
                }
                result += replacement
            case .function(let name, let arguments, let range):
                guard let inner = substitute(arguments, problems: &problems) else { return nil }
                result.append(.function(name: name, arguments: inner, range: range))
            case .block(let open, let contents, let range):
                guard let inner = substitute(contents, problems: &problems) else { return nil }
                result.append(.block(open: open, contents: inner, range: range))
            }
            guard result.count <= limit, budget >= result.count else {
                problems.add(.cssVarTooLong(limit: limit), at: value.range)
                return nil
            }
        }
        budget -= result.count
        return result
    }

    /// The value of one `var(--name, fallback)` whose arguments are `arguments`.
    private mutating func reference(
        _ arguments: [CSSComponentValue], at range: Range<Int>, problems: inout CSSProblems
    ) -> [CSSComponentValue]? {
        var parts = arguments.trimmed
        guard case .ident(let name)? = parts.first?.token?.kind, name.hasPrefix("--") else {
            problems.add(
                .cssValueInvalid("var()", expected: "'var(--name)' or 'var(--name, fallback)'"), at: range)
            return nil
        }
        parts.removeFirst()
        while parts.first?.isWhitespace == true { parts.removeFirst() }
        var fallback: [CSSComponentValue]?
        if let comma = parts.first {
            guard comma.isComma else {
                problems.add(.cssValueInvalid("var()", expected: "',' after '\(name)'"), at: comma.range)
                return nil
            }
            fallback = Array(Array(parts.dropFirst()).trimmed)
        }
        if let defined = custom[name], let value = defined { return value }
        if let fallback { return substitute(fallback, problems: &problems) }
        // A property that is defined but invalid (a cycle, its own unresolved reference) was
        // reported where it went wrong: one mistake, one message.
        if custom[name] == nil { problems.add(.cssVarUndefined(name), at: range) }
        return nil
    }
}
