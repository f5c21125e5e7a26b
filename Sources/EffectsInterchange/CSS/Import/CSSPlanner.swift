import EffectDSL
import EffectsRegistry

/// Reads what the cascade gives an element into the plan of its effect: its style, its animations'
/// timing and their keyframes per property, refusing (with a positioned error) what Core Animation
/// cannot say exactly.
struct CSSPlanner {
    /// The stylesheet's rules under the chosen media.
    let rules: CSSRuleSet
    /// The cascade over the element's path.
    let cascade: CSSCascade
    /// The viewport the defaults are computed in.
    let viewport: (width: Double, height: Double)
    /// What was found wrong.
    var problems = CSSProblems()

    /// The default size of an element the stylesheet does not size, points.
    static let defaultSize = 100.0

    /// Properties a keyframe may set that do not change the element's own picture, ignored as
    /// browsers ignore them (the `animation-*` ones) or as they affect only its children.
    static func isIgnoredInKeyframes(_ property: String) -> Bool {
        property.hasPrefix("animation") || property.hasPrefix("transition")
            || ["will-change", "perspective", "perspective-origin", "transform-style", "z-index"].contains(
                property)
    }

    /// Colour and filter properties: not geometry, left out with one warning.
    static func isColourOrFilter(_ property: String) -> Bool {
        property.hasSuffix("color")
            || [
                "background", "filter", "-webkit-filter", "backdrop-filter", "box-shadow", "text-shadow",
                "fill", "stroke",
            ]
            .contains(property)
    }

    /// The plan of the element playing `entries`, or `nil` when an error stops it.
    mutating func plan(_ entries: [CSSAnimationEntry], fallback: Range<Int>) -> CSSElementPlan? {
        let style = readStyle()
        let defaults = self.defaults(style)
        var animations: [CSSAnimationPlan] = []
        var names: [String] = []
        var skipped: [String] = []
        let timelines = Set(
            entries.filter { $0.name != nil }.map { $0.progressTimeline?.rawValue ?? "document" })
        if timelines.count > 1,
            let mixed = entries.first(where: { $0.name != nil && $0.progressTimeline != nil })
        {
            problems.add(
                .cssNotExact(
                    "the element plays animations on \(timelines.sorted().joined(separator: " and ")) timelines, "
                        + "which one effect cannot drive together",
                    hint: "give every animation of the element the same timeline"),
                at: mixed.range(of: "animation-timeline", or: fallback))
            return nil
        }
        let progressTimeline = timelines.count == 1 ? timelines.first.flatMap(CSSProgressTimeline.init) : nil
        if entries.contains(where: { $0.name != nil && $0.followsNearestScroller }),
            let scroller = nearestScroller()
        {
            problems.add(
                .cssNotExact(
                    "the element's nearest scroller is an ancestor ('overflow: \(scroller.keyword)'), whose scrolling "
                        + "the import does not place: it reads the page's",
                    hint:
                        "write scroll(root) to follow the page's scrolling, or import the scroller's content alone"
                ),
                at: scroller.range)
            return nil
        }
        for written in entries {
            guard let name = written.name else { continue }
            let entry: CSSAnimationEntry
            do throws(CSSValueError) {
                entry = try written.onProgress(
                    fallback: written.range(of: "animation-name", or: fallback), height: defaults.height,
                    scrollport: viewport.height)
            } catch {
                problems.add(error.message, at: error.range)
                continue
            }
            guard let rule = rules.keyframes[name] else {
                problems.add(.cssKeyframesMissing(name), at: entry.range(of: "animation-name", or: fallback))
                continue
            }
            names.append(name)
            guard
                var animation = plan(
                    entry, rule: rule, style: style, under: animations, skipped: &skipped, fallback: fallback)
            else { continue }
            if written.rangeStart?.dependsOnHeights == true || written.rangeEnd?.dependsOnHeights == true {
                animation.viewEntry = written
            }
            animations.append(animation)
        }
        if !skipped.isEmpty, let first = entries.first {
            problems.add(.cssPropertiesSkipped(skipped), at: first.range(of: "animation-name", or: fallback))
        }
        checkSize(animations, style: style)
        let (perspective, origin) = readPerspective()
        guard !problems.hasErrors else { return nil }
        // An endless animation counts for its first cycle, a paused one for one iteration; an effect
        // whose animations all end by time 0 lasts one iteration (a duration must be positive).
        let ends = animations.map { animation in
            let timing = animation.timing
            if timing.speed == 0 { return timing.simpleDuration }
            return animation.end.isFinite
                ? animation.end : timing.beginTime + timing.simpleDuration * (timing.autoreverses ? 2 : 1)
        }
        let longest = animations.map(\.timing.simpleDuration).max() ?? 1
        return CSSElementPlan(
            path: cascade.path, names: names, style: style, animations: animations, perspective: perspective,
            perspectiveOrigin: origin,
            duration: progressTimeline != nil ? 1 : (ends.max() ?? 0) > 0 ? (ends.max() ?? 0) : longest,
            defaults: defaults,
            skipped: skipped, box: CSSBoxModel(cascade, at: cascade.elementIndex),
            animationRange: entries.first?.range(of: "animation-name", or: fallback) ?? fallback,
            progressTimeline: progressTimeline)
    }

    /// The nearest ancestor of the element that scrolls it in the block axis, or `nil` when the page does.
    ///
    /// A scroll container's `overflow-y` (or `overflow`'s second value, else its only one) is
    /// `auto`, `scroll`, `hidden` or `overlay`; the root's and the body's are the viewport's.
    private mutating func nearestScroller() -> (keyword: String, range: Range<Int>)? {
        for index in stride(from: cascade.elementIndex - 1, through: 0, by: -1) {
            // The root's and the body's overflow is the viewport's (CSS Overflow 3, §3.3).
            guard !["html", "body"].contains(cascade.path.elements[index].type) else { continue }
            for property in ["overflow-y", "overflow-block", "overflow"] {
                guard let value = cascade.value(of: property, at: index, problems: &problems) else {
                    continue
                }
                let keywords = value.values.compactMap(\.keyword)
                guard let keyword = property == "overflow" ? keywords.last : keywords.first else { break }
                if ["auto", "scroll", "hidden", "overlay"].contains(keyword) {
                    return (keyword, value.range)
                }
                break
            }
        }
        return nil
    }

    /// The element's own values of the properties the importer reads.
    private mutating func readStyle() -> [String: CSSPropertyValue] {
        var style: [String: CSSPropertyValue] = [:]
        for property in CSSPropertyReader.properties {
            guard var value = cascade.value(of: property, at: cascade.elementIndex, problems: &problems)
            else {
                continue
            }
            if value.shorthand == "inset" {
                // `inset: top right bottom left`, one to four values as CSS's box shorthands give them.
                let parts = value.values.filter { !$0.isWhitespace }
                guard let side = CSSBoxModel.pick(property, from: parts) else { continue }
                value.values = [side]
            }
            if ["width", "height", "left", "top"].contains(property), value.values.count == 1,
                value.values.first?.keyword == "auto"
            {
                continue
            }
            do throws(CSSValueError) {
                style[property] = try CSSPropertyReader.value(of: property, value.values, range: value.range)
            } catch {
                problems.add(error.message, at: error.range)
            }
        }
        return style
    }

    /// The element's default size and place: the stylesheet's, else 100 × 100 centred in the viewport.
    private func defaults(_ style: [String: CSSPropertyValue]) -> (
        width: Double, height: Double, left: Double, top: Double
    ) {
        func length(_ property: String, basis: Double) -> Double? {
            guard case .length(let length)? = style[property] else { return nil }
            return length.resolved(basis: basis, viewport: viewport)
        }
        let box = CSSBoxModel(cascade, at: cascade.elementIndex)
        let (extraWidth, extraHeight) = box.extraSize(stageWidth: viewport.width, viewport: viewport)
        // Centred by its `width` and `height`, as a page centres the content box the harness of
        // docs/Import.md places; the padding, borders and margins then add to it.
        let contentWidth = length("width", basis: viewport.width) ?? CSSPlanner.defaultSize
        let contentHeight = length("height", basis: viewport.height) ?? CSSPlanner.defaultSize
        let left =
            (length("left", basis: viewport.width) ?? (viewport.width - contentWidth) / 2)
            + box.margin.left.resolved(basis: viewport.width, viewport: viewport)
        let top =
            (length("top", basis: viewport.height) ?? (viewport.height - contentHeight) / 2)
            + box.margin.top.resolved(basis: viewport.width, viewport: viewport)
        return (contentWidth + extraWidth, contentHeight + extraHeight, left, top)
    }

    /// The stage's `perspective` and `perspective-origin`.
    private mutating func readPerspective() -> (CSSLength?, (x: CSSLength, y: CSSLength)) {
        var origin = (x: CSSLength(percent: 50), y: CSSLength(percent: 50))
        let index = cascade.parentIndex
        if let value = cascade.value(of: "perspective-origin", at: index, problems: &problems) {
            do throws(CSSValueError) {
                let position = try CSSPositionReader.position(
                    value.values, range: value.range, what: "perspective-origin", allowsZ: false)
                origin = (position.x, position.y)
            } catch {
                problems.add(error.message, at: error.range)
            }
        }
        guard let value = cascade.value(of: "perspective", at: index, problems: &problems) else {
            return (nil, origin)
        }
        do throws(CSSValueError) {
            let single = try CSSValues.single(
                value.values, range: value.range, what: "perspective", expected: "a length or 'none'")
            if single.keyword == "none" { return (nil, origin) }
            let distance = try CSSValues.length(single, percent: false, what: "perspective")
            guard distance.points > 0 else {
                throw CSSValueError(
                    .cssValueInvalid("perspective", expected: "a positive length or 'none'"), at: single.range
                )
            }
            return (distance, origin)
        } catch {
            problems.add(error.message, at: error.range)
            return (nil, origin)
        }
    }
}
