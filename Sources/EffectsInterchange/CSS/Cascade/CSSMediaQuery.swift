/// Decides the `@media` conditions the importer can: media types and `prefers-reduced-motion`.
///
/// A list is true when one of its queries is; a query is a media type (`all`, `screen` true; `print`
/// and the rest false), optionally with `not` or `only`, and features joined by `and`. The only
/// feature decided is `prefers-reduced-motion` (`reduce` when the import asks for reduced motion,
/// `no-preference` otherwise); a query with any other feature is undecided, and its rules are
/// skipped, as those of a false one.
enum CSSMediaQuery {
    /// Whether `prelude` holds for a screen with reduced motion on or off; `nil` when undecided.
    static func evaluate(_ prelude: [CSSComponentValue], reducedMotion: Bool) -> Bool? {
        var anyUndecided = false
        for query in prelude.commaSeparated {
            switch evaluateQuery(query, reducedMotion: reducedMotion) {
            case true?: return true
            case false?: continue
            case nil: anyUndecided = true
            }
        }
        return anyUndecided ? nil : false
    }

    private static func evaluateQuery(_ query: [CSSComponentValue], reducedMotion: Bool) -> Bool? {
        let parts = query.filter { !$0.isWhitespace }
        guard !parts.isEmpty else { return true }
        var index = 0
        var negated = false
        if parts[index].keyword == "not" {
            negated = true
            index += 1
        } else if parts[index].keyword == "only" {
            index += 1
        }
        var result: Bool? = true
        var expectsCondition = false
        if index < parts.count, let type = parts[index].keyword, type != "and" {
            result = type == "all" || type == "screen"
            index += 1
        } else {
            expectsCondition = true
        }
        while index < parts.count {
            if parts[index].keyword == "and" {
                expectsCondition = true
                index += 1
                continue
            }
            guard expectsCondition else { return nil }
            expectsCondition = false
            let feature = evaluateFeature(parts[index], reducedMotion: reducedMotion)
            switch (result, feature) {
            case (false?, _), (_, false?): result = false
            case (nil, _), (_, nil): result = nil
            default: result = true
            }
            index += 1
        }
        guard !expectsCondition else { return nil }
        return negated ? result.map { !$0 } : result
    }

    private static func evaluateFeature(_ value: CSSComponentValue, reducedMotion: Bool) -> Bool? {
        guard case .block(.openParen, let contents, _) = value else { return nil }
        let parts = contents.filter { !$0.isWhitespace }
        guard parts.first?.keyword == "prefers-reduced-motion" else { return nil }
        if parts.count == 1 { return reducedMotion }
        guard parts.count == 3, parts[1].token?.kind == .colon, let setting = parts[2].keyword else {
            return nil
        }
        switch setting {
        case "reduce": return reducedMotion
        case "no-preference": return !reducedMotion
        default: return nil
        }
    }
}
