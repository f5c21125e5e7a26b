import EffectsRegistry

/// Reads an element's transitions from its cascaded `transition-*` longhands (CSS Transitions 1,
/// §2; `transition-behavior` from Level 2).
///
/// The list of `transition-property` decides how many transitions there are; every other
/// longhand's list pairs with it by index, a shorter one repeating from its start and a longer one
/// cut. `none` is no transition. A longhand set by the `transition` shorthand takes its part of
/// each of the shorthand's transitions.
enum CSSTransitionReader {
    /// The longhands, in the order the shorthand resets them.
    static let longhands = CSSCascade.shorthands["transition"] ?? []

    /// The element's transitions; `nil` (with errors in `problems`) if a value cannot be read or
    /// they are more than `limit`.
    static func entries(
        _ cascade: CSSCascade, at index: Int, limit: Int, problems: inout CSSProblems
    ) -> [CSSTransitionEntry]? {
        guard
            let (lists, propertiesRange) = cascade.lists(
                longhands, at: index, problems: &problems, shorthand: shorthand, longhand: longhandList)
        else { return nil }
        // Without `transition-property`, the initial `all` governs every property.
        let properties = lists["transition-property"] ?? [CSSTransitionEntry()]
        guard properties.count <= limit else {
            problems.add(.cssTransitionsTooMany(limit: limit), at: propertiesRange)
            return nil
        }
        return properties.indices.compactMap { position in
            var entry = properties[position]
            // `none` is kept as an entry of no property, so that lists still pair by index.
            if entry.ranges["none"] != nil { return nil }
            for longhand in longhands where longhand != "transition-property" {
                guard let list = lists[longhand], !list.isEmpty else { continue }
                copy(longhand, from: list[position % list.count], to: &entry)
            }
            return entry
        }
    }

    private static func copy(
        _ longhand: String, from source: CSSTransitionEntry, to entry: inout CSSTransitionEntry
    ) {
        switch longhand {
        case "transition-duration": entry.duration = source.duration
        case "transition-timing-function": entry.timingFunction = source.timingFunction
        case "transition-delay": entry.delay = source.delay
        default: entry.allowsDiscrete = source.allowsDiscrete
        }
        if let range = source.ranges[longhand] { entry.ranges[longhand] = range }
    }

    /// One longhand's comma list, each item an entry with that part set.
    static func longhandList(
        _ longhand: String, _ values: [CSSComponentValue], range: Range<Int>
    ) throws(CSSValueError) -> [CSSTransitionEntry] {
        var entries: [CSSTransitionEntry] = []
        let items = values.commaSeparated
        for item in items {
            let value = try CSSValues.single(
                item, range: item.span(or: range), what: longhand, expected: "one value per transition")
            var entry = CSSTransitionEntry()
            guard try read(value, as: longhand, into: &entry), entry.ranges["none"] == nil || items.count == 1
            else {
                throw CSSValueError(
                    .cssValueInvalid(longhand, expected: expectation(longhand)), at: value.range)
            }
            entries.append(entry)
        }
        return entries
    }

    /// The `transition` shorthand's list: each item's parts in any order, the first time the
    /// duration and the second the delay.
    static func shorthand(_ values: [CSSComponentValue], range: Range<Int>) throws(CSSValueError)
        -> [CSSTransitionEntry]
    {
        var entries: [CSSTransitionEntry] = []
        let items = values.commaSeparated
        for item in items {
            var entry = CSSTransitionEntry()
            for value in item where !value.isWhitespace {
                var claimed = false
                for longhand in shorthandOrder where entry.ranges[longhand] == nil {
                    if try read(value, as: longhand, into: &entry) {
                        claimed = true
                        break
                    }
                }
                // `none` only as the whole list.
                guard claimed, entry.ranges["none"] == nil || items.count == 1 else {
                    throw CSSValueError(
                        .cssValueInvalid(
                            "transition",
                            expected: "a property, times, an easing and 'allow-discrete', each once"),
                        at: value.range)
                }
            }
            entries.append(entry)
        }
        return entries
    }

    private static let shorthandOrder = [
        "transition-duration", "transition-timing-function", "transition-delay", "transition-behavior",
        "transition-property",
    ]

    /// Reads `value` as the part `longhand` into `entry`; `false` when it is not that part.
    private static func read(
        _ value: CSSComponentValue, as longhand: String, into entry: inout CSSTransitionEntry
    ) throws(CSSValueError) -> Bool {
        let keyword = value.keyword
        switch longhand {
        case "transition-duration", "transition-delay":
            guard CSSAnimationReader.isTime(value) else { return false }
            let seconds = try CSSValues.time(value, what: longhand)
            if longhand == "transition-duration" {
                guard seconds >= 0 else {
                    throw CSSValueError(
                        .cssValueInvalid(longhand, expected: "a time of 0s or more"), at: value.range)
                }
                entry.duration = seconds
            } else {
                entry.delay = seconds
            }
        case "transition-timing-function":
            guard CSSEasing.isEasing(value) else { return false }
            entry.timingFunction = try CSSEasing.read(value)
        case "transition-behavior":
            guard keyword == "normal" || keyword == "allow-discrete" else { return false }
            entry.allowsDiscrete = keyword == "allow-discrete"
        default:
            guard case .ident(let name)? = value.token?.kind else { return false }
            let lowered = name.lowercased()
            guard !["initial", "inherit", "unset", "default"].contains(lowered) else { return false }
            if lowered == "none" {
                entry.ranges["none"] = value.range
            } else {
                entry.property = lowered == "all" ? nil : CSSPropertyReader.canonical(lowered)
            }
        }
        entry.ranges[longhand] = value.range
        return true
    }

    private static func expectation(_ longhand: String) -> String {
        switch longhand {
        case "transition-property": return "property names, 'all' or 'none'"
        case "transition-duration", "transition-delay": return "a time ('1s', '250ms')"
        case "transition-timing-function": return CSSEasing.easingExpectation
        default: return "'normal' or 'allow-discrete'"
        }
    }
}
