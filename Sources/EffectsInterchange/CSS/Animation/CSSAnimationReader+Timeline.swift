/// `animation-timeline` and `animation-range` (CSS Animations 2, Scroll-driven Animations 1).
extension CSSAnimationReader {
    /// A value of `animation-timeline`: `kind` is `nil` for `auto` (the document's timeline);
    /// `followsNearest` for one whose scroller is the nearest scrolling ancestor (`view()`,
    /// `scroll()`, `scroll(nearest)`), not the page's (`scroll(root)`).
    struct TimelineValue {
        var kind: CSSProgressTimeline?
        var followsNearest = false
    }

    /// `value` as an `animation-timeline`, or `nil` when it is none of its forms.
    ///
    /// - Throws: `none`, a named timeline, horizontal scrolling or a view inset, which the import
    ///   does not read.
    static func progressTimeline(_ value: CSSComponentValue) throws(CSSValueError) -> TimelineValue? {
        switch value {
        case .token(let token):
            guard case .ident(let name) = token.kind else { return nil }
            switch name.lowercased() {
            case "auto": return TimelineValue(kind: nil)
            case "none":
                throw CSSValueError(
                    .cssNotExact(
                        "an animation on no timeline ('none') never plays",
                        hint: "remove the animation, or give it 'auto', scroll() or view()"), at: value.range)
            default:
                guard name.hasPrefix("--") else { return nil }
                throw CSSValueError(
                    .cssNotExact(
                        "the named timeline '\(name)' is not imported (its scroller and subject are another element's)",
                        hint: "write scroll() or view() on the animated element"), at: value.range)
            }
        case .function(let name, let arguments, _):
            guard let kind = CSSProgressTimeline(rawValue: name.lowercased()) else { return nil }
            let allowed: Set<String> =
                kind == .scroll ? ["root", "nearest", "block", "y"] : ["block", "y", "auto"]
            for argument in arguments where !argument.isWhitespace {
                if let keyword = argument.keyword, allowed.contains(keyword) { continue }
                if argument.keyword == "self" {
                    throw CSSValueError(
                        .cssNotExact(
                            "scroll(self) follows the element's own scrolling, which the import does not place",
                            hint: "write scroll(root) to follow the page's scrolling"), at: argument.range)
                }
                if let keyword = argument.keyword, ["inline", "x"].contains(keyword) {
                    throw CSSValueError(
                        .cssNotExact(
                            "\(name)() along the \(keyword) axis is not imported: the import reads vertical scrolling",
                            hint: "scroll along the block axis (block or y)"), at: argument.range)
                }
                throw CSSValueError(
                    .cssNotExact(
                        kind == .view
                            ? "a view() inset is not imported: the import reads the whole scrollport"
                            : "'\(argument.keyword ?? "this")' is not a scroll() argument",
                        hint: kind == .view
                            ? "leave the inset out (auto)" : "write root or nearest, and block or y"),
                    at: argument.range)
            }
            let root = arguments.contains { $0.keyword == "root" }
            return TimelineValue(kind: kind, followsNearest: !root)
        case .block:
            return nil
        }
    }

    /// The element's `animation-range-start` and `-end` lists (empty for `normal`, as the
    /// `animation` shorthand resets them); `nil` with a problem where one cannot be read.
    static func rangeEdges(_ cascade: CSSCascade, at index: Int, problems: inout CSSProblems)
        -> (starts: [CSSRangeEdge?], ends: [CSSRangeEdge?])?
    {
        var sides: [[CSSRangeEdge?]] = [[], []]
        for (side, longhand) in ["animation-range-start", "animation-range-end"].enumerated() {
            guard let value = cascade.value(of: longhand, at: index, problems: &problems) else { continue }
            do throws(CSSValueError) {
                switch value.shorthand {
                case "animation": continue
                case "animation-range":
                    sides[side] = try value.values.commaSeparated.map { item throws(CSSValueError) in
                        let edges = try rangeItem(item, range: item.span(or: value.range))
                        return side == 0 ? edges.start : edges.end
                    }
                default:
                    sides[side] = try value.values.commaSeparated.map { item throws(CSSValueError) in
                        let edges = try rangeItem(item, range: item.span(or: value.range))
                        guard edges.count == 1 else {
                            throw CSSValueError(
                                .cssValueInvalid(longhand, expected: "one edge per animation"),
                                at: item.span(or: value.range))
                        }
                        return edges.start
                    }
                }
            } catch {
                problems.add(error.message, at: error.range)
                return nil
            }
        }
        return (sides[0], sides[1])
    }

    /// One item of `animation-range`: one or two edges.
    ///
    /// Each edge is `normal`, a percentage, or a range name with an optional percentage. A named
    /// start alone ends at the end of its range.
    private static func rangeItem(_ item: [CSSComponentValue], range: Range<Int>) throws(CSSValueError)
        -> (start: CSSRangeEdge?, end: CSSRangeEdge?, count: Int)
    {
        var edges: [CSSRangeEdge] = []
        for value in item where !value.isWhitespace {
            switch value.token?.kind {
            case .ident(let name)
            where name.lowercased() == "normal" || CSSRangeEdge.viewRanges.contains(name.lowercased()):
                edges.append(CSSRangeEdge(name: name.lowercased(), percentage: nil, range: value.range))
            case .percentage(let number):
                if var last = edges.last, last.name != nil, last.name != "normal", last.percentage == nil {
                    last.percentage = number.value
                    last.range = last.range.lowerBound..<value.range.upperBound
                    edges[edges.count - 1] = last
                } else {
                    edges.append(CSSRangeEdge(name: nil, percentage: number.value, range: value.range))
                }
            case .dimension:
                throw CSSValueError(
                    .cssNotExact(
                        "a range edge in a length depends on the page's size, which the import does not know",
                        hint: "write the edge as a percentage of the timeline"), at: value.range)
            default:
                throw CSSValueError(
                    .cssValueInvalid(
                        "animation-range",
                        expected: "'normal', percentages or a view range name (cover, entry…)"),
                    at: value.range)
            }
        }
        guard (1...2).contains(edges.count) else {
            throw CSSValueError(
                .cssValueInvalid("animation-range", expected: "a start and at most an end per animation"),
                at: range)
        }
        let start = edges[0].name == "normal" ? nil : edges[0]
        if edges.count == 2 { return (start, edges[1].name == "normal" ? nil : edges[1], 2) }
        // A named start alone ends at the end of its range: `entry 10%` is `entry 10% entry 100%`.
        guard let name = edges[0].name, name != "normal" else { return (start, nil, 1) }
        return (start, CSSRangeEdge(name: name, percentage: 100, range: edges[0].range), 1)
    }
}
