/// Decides the `@media` conditions the importer can: media types, `prefers-reduced-motion`, and
/// the viewport's width, height and orientation.
///
/// A list is true when one of its queries is; a query is a media type (`all`, `screen` true; `print`
/// and the rest false), optionally with `not` or `only`, and features joined by `and`. The features
/// decided are `prefers-reduced-motion` (`reduce` when the import asks for reduced motion,
/// `no-preference` otherwise) and those of ``Screen`` (``evaluateFeature(_:on:)``); a query with
/// any other feature is undecided, and its rules are skipped, as those of a false one.
enum CSSMediaQuery {
    /// The screen a stylesheet is read for.
    struct Screen: Hashable, Sendable {
        /// Whether the user asks for reduced motion.
        var reducedMotion: Bool
        /// The viewport's width, CSS px.
        var width: Double
        /// The viewport's height, CSS px.
        var height: Double
    }

    /// Whether `prelude` holds on `screen`; `nil` when undecided.
    static func evaluate(_ prelude: [CSSComponentValue], on screen: Screen) -> Bool? {
        var anyUndecided = false
        for query in prelude.commaSeparated {
            switch evaluateQuery(query, on: screen) {
            case true?: return true
            case false?: continue
            case nil: anyUndecided = true
            }
        }
        return anyUndecided ? nil : false
    }

    private static func evaluateQuery(_ query: [CSSComponentValue], on screen: Screen) -> Bool? {
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
            let feature = evaluateFeature(parts[index], on: screen)
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
}
