import EffectDSL
import EffectsRegistry

/// Reads an element's animations from its cascaded `animation-*` longhands (CSS Animations 1, §3-4).
///
/// The list of `animation-name` decides how many animations there are; every other longhand's list
/// pairs with it by index, a shorter one repeating from its start. A longhand set by the `animation`
/// shorthand takes its part of each of the shorthand's animations.
enum CSSAnimationReader {
    /// The longhands, in the order the shorthand resets them (the range's two, read by
    /// ``rangeEdges(_:at:problems:)``, apart).
    static let longhands = (CSSCascade.shorthands["animation"] ?? []).filter {
        !$0.hasPrefix("animation-range")
    }

    /// The element's animations; `nil` (with errors in `problems`) if a value cannot be read or
    /// they are more than `limit`.
    static func entries(
        _ cascade: CSSCascade, at index: Int, limit: Int, problems: inout CSSProblems
    ) -> [CSSAnimationEntry]? {
        guard
            let (lists, namesRange) = cascade.lists(
                longhands, at: index, problems: &problems, shorthand: shorthand, longhand: longhandList)
        else { return nil }
        guard let names = lists["animation-name"] else { return [] }
        guard names.count <= limit else {
            problems.add(.cssAnimationsTooMany(limit: limit), at: namesRange)
            return nil
        }
        guard let edges = rangeEdges(cascade, at: index, problems: &problems) else { return nil }
        return names.indices.map { position in
            var entry = names[position]
            for longhand in longhands where longhand != "animation-name" {
                guard let list = lists[longhand], !list.isEmpty else { continue }
                copy(longhand, from: list[position % list.count], to: &entry)
            }
            if !edges.starts.isEmpty { entry.rangeStart = edges.starts[position % edges.starts.count] }
            if !edges.ends.isEmpty { entry.rangeEnd = edges.ends[position % edges.ends.count] }
            return entry
        }
    }

    /// Copies the part `longhand` of `source` into `entry`.
    private static func copy(
        _ longhand: String, from source: CSSAnimationEntry, to entry: inout CSSAnimationEntry
    ) {
        switch longhand {
        case "animation-duration":
            (entry.duration, entry.isDurationAuto) = (source.duration, source.isDurationAuto)
        case "animation-timeline":
            (entry.progressTimeline, entry.followsNearestScroller) = (
                source.progressTimeline, source.followsNearestScroller
            )
        case "animation-timing-function": entry.timingFunction = source.timingFunction
        case "animation-delay": entry.delay = source.delay
        case "animation-iteration-count": entry.iterationCount = source.iterationCount
        case "animation-direction": entry.direction = source.direction
        case "animation-fill-mode": entry.fillMode = source.fillMode
        default: entry.isPaused = source.isPaused
        }
        if let range = source.ranges[longhand] { entry.ranges[longhand] = range }
    }

    /// One longhand's comma list, each item an entry with that part set.
    static func longhandList(
        _ longhand: String, _ values: [CSSComponentValue], range: Range<Int>
    ) throws(CSSValueError) -> [CSSAnimationEntry] {
        var entries: [CSSAnimationEntry] = []
        for item in values.commaSeparated {
            let value = try CSSValues.single(
                item, range: item.span(or: range), what: longhand, expected: "one value per animation")
            var entry = CSSAnimationEntry()
            guard try read(value, as: longhand, into: &entry) else {
                throw CSSValueError(
                    .cssValueInvalid(longhand, expected: expectation(longhand)), at: value.range)
            }
            entries.append(entry)
        }
        return entries
    }

    /// The `animation` shorthand's list: each item's parts in any order.
    static func shorthand(_ values: [CSSComponentValue], range: Range<Int>) throws(CSSValueError)
        -> [CSSAnimationEntry]
    {
        var entries: [CSSAnimationEntry] = []
        for item in values.commaSeparated {
            var entry = CSSAnimationEntry()
            for value in item where !value.isWhitespace {
                var claimed = false
                // A time is the duration, then the delay; a keyword goes to the first part that takes it
                // and is not set yet, the name last (CSS Animations 1, §4.9).
                for longhand in shorthandOrder where entry.ranges[longhand] == nil {
                    if try read(value, as: longhand, into: &entry) {
                        claimed = true
                        break
                    }
                }
                guard claimed else {
                    throw CSSValueError(
                        .cssValueInvalid(
                            "animation", expected: "a name, times, an easing, a count and keywords, each once"
                        ),
                        at: value.range)
                }
            }
            entries.append(entry)
        }
        return entries
    }

    private static let shorthandOrder = [
        "animation-duration", "animation-timing-function", "animation-delay", "animation-iteration-count",
        "animation-direction", "animation-fill-mode", "animation-play-state", "animation-name",
    ]

    /// Reads `value` as the part `longhand` into `entry`; `false` when it is not that part.
    private static func read(
        _ value: CSSComponentValue, as longhand: String, into entry: inout CSSAnimationEntry
    ) throws(CSSValueError) -> Bool {
        let keyword = value.keyword
        switch longhand {
        case "animation-duration" where keyword == "auto":
            (entry.duration, entry.isDurationAuto) = (0, true)
        case "animation-timeline":
            guard let timeline = try progressTimeline(value) else { return false }
            (entry.progressTimeline, entry.followsNearestScroller) = (timeline.kind, timeline.followsNearest)
        case "animation-duration", "animation-delay":
            guard isTime(value) else { return false }
            let seconds = try CSSValues.time(value, what: longhand)
            if longhand == "animation-duration" {
                guard seconds >= 0 else {
                    throw CSSValueError(
                        .cssValueInvalid(longhand, expected: "a time of 0s or more"), at: value.range)
                }
                (entry.duration, entry.isDurationAuto) = (seconds, false)
            } else {
                entry.delay = seconds
            }
        case "animation-timing-function":
            guard CSSEasing.isEasing(value) else { return false }
            entry.timingFunction = try CSSEasing.read(value)
        case "animation-iteration-count":
            if keyword == "infinite" {
                entry.iterationCount = .infinity
            } else {
                // A number, or `calc()` of numbers (`calc(var(--repeat) * 2)`, as preset libraries write).
                let count: Double
                switch value {
                case .token(let token):
                    guard case .number = token.kind else { return false }
                    count = try CSSValues.number(value, what: longhand)
                case .function(let name, _, _) where ["calc", "-webkit-calc"].contains(name.lowercased()):
                    let quantity = try CSSNumeric.quantity(value)
                    guard quantity.kind == .number else { return false }
                    count = quantity.value
                default:
                    return false
                }
                guard count >= 0 else {
                    throw CSSValueError(
                        .cssValueInvalid(longhand, expected: "a count of 0 or more"), at: value.range)
                }
                entry.iterationCount = count
            }
        case "animation-direction":
            guard let keyword, let direction = CSSAnimationEntry.Direction(rawValue: keyword) else {
                return false
            }
            entry.direction = direction
        case "animation-fill-mode":
            guard let keyword, let fill = CSSAnimationEntry.fillModes[keyword] else { return false }
            entry.fillMode = fill
        case "animation-play-state":
            guard keyword == "running" || keyword == "paused" else { return false }
            entry.isPaused = keyword == "paused"
        default:
            return readName(value, into: &entry)
        }
        entry.ranges[longhand] = value.range
        return true
    }

    private static func readName(_ value: CSSComponentValue, into entry: inout CSSAnimationEntry) -> Bool {
        switch value.token?.kind {
        case .ident(let name):
            entry.name = name.lowercased() == "none" ? nil : name
        case .string(let name):
            entry.name = name
        default:
            return false
        }
        entry.ranges["animation-name"] = value.range
        return true
    }

    static func isTime(_ value: CSSComponentValue) -> Bool {
        switch value {
        case .token(let token):
            if case .dimension(_, let unit) = token.kind {
                return CSSQuantity.secondsPerUnit[unit.lowercased()] != nil
            }
            return false
        case .function(let name, _, _): return name.lowercased().hasSuffix("calc")
        case .block: return false
        }
    }

    private static func expectation(_ longhand: String) -> String {
        switch longhand {
        case "animation-name": return "a keyframes name or 'none'"
        case "animation-duration": return "a time ('1s', '250ms') or 'auto'"
        case "animation-delay": return "a time ('1s', '250ms')"
        case "animation-timeline": return "'auto', scroll() or view()"
        case "animation-timing-function": return CSSEasing.easingExpectation
        case "animation-iteration-count": return "a number or 'infinite'"
        case "animation-direction": return "'normal', 'reverse', 'alternate' or 'alternate-reverse'"
        case "animation-fill-mode": return "'none', 'forwards', 'backwards' or 'both'"
        default: return "'running' or 'paused'"
        }
    }
}
