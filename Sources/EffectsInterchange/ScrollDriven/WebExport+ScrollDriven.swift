import EffectsRegistry

extension WebExport {
    /// The effect as CSS the page's scrolling drives, with no script: the stage and layers of
    /// ``css()``, each animation on the root scroller's block-axis scroll timeline
    /// (`scroll(root block)`: scrolled to the top the effect shows progress 0, to the bottom
    /// progress 1), or for `timeline` ``ScrollTimelineSource/view`` on the container's view
    /// timeline (`view-timeline: --fx-EFFECT block` on it: progress 0 as it enters the scrollport,
    /// 1 as it leaves).
    ///
    /// On a progress timeline the browser stretches each animation's delay, iterations and end
    /// delay over the whole range, whatever their times, so every animation gets its own
    /// `animation-range`: the part of the scroll range its active interval takes of the effect's
    /// duration, from `delay ÷ duration` to `(delay + iterations × its duration) ÷ duration`.
    /// Iterations, direction, fill and composition keep their meaning; the delay is in the range.
    ///
    /// At the bottom of the range the browser keeps an animation that ends there active, where
    /// fxkit's last frame has left it. Where that shows another value, a cover animation holds the
    /// element's own value over the last 1/64 px of the range (the browser's layout unit), which
    /// only the bottom reaches; where another animation writes the same property, the animation
    /// itself ends a millionth of the range early instead.
    ///
    /// - Throws: ``InterchangeError`` for an animation that repeats forever (it has no end on the
    ///   range) or an effect of no duration.
    public func scrollDrivenCSS(timeline: ScrollTimelineSource = .scroll) throws(InterchangeError) -> String {
        guard duration > 0 else {
            throw InterchangeError(
                format: .scrollDriven,
                reason: "an effect of no duration has no progress for scrolling to drive")
        }
        var text = scrollHeader(timeline) + approximationComment() + containerRules()
        if timeline == .view {
            text += "\n.\(scope.container) {\n  view-timeline: --\(scope.container) block;\n}\n"
        }
        let source = timeline == .view ? "--" + scope.container : "scroll(root block)"
        var covers = ""
        for element in elements {
            text += "\n\(layerSelector(element)) {\n"
            for declaration in element.style { text += "  \(declaration.property): \(declaration.value);\n" }
            text += "}\n"
            let own = ownAnimations(element)
            guard !own.isEmpty else { continue }
            let (rule, keyframes) = try scrollRule(element, own, timeline: source)
            text += rule
            covers += keyframes
        }
        return text + keyframesRules() + covers
    }

    /// One animation of a scroll rule: its keyframes' name, timing and part of the range.
    private struct ScrollAnimation {
        var name: String
        var timing: WebTiming
        var range: String
    }

    /// The rule that puts `own` on the root's scroll timeline, each over its part of the range,
    /// and the keyframes of the cover animations it adds.
    private func scrollRule(
        _ element: WebElement, _ own: [(offset: Int, element: WebAnimation)], timeline source: String
    ) throws(InterchangeError) -> (rule: String, keyframes: String) {
        let total = duration * 1000
        var played: [ScrollAnimation] = []
        var covers: [ScrollAnimation] = []
        var keyframes = ""
        // How many of the element's animations write each property, counted once.
        var writers: [String: Int] = [:]
        for (_, animation) in own {
            for property in Self.properties(of: animation) { writers[property, default: 0] += 1 }
        }
        for (index, animation) in own {
            let timing = animation.timing
            guard timing.iterations.isFinite else {
                throw InterchangeError(
                    layer: animation.layer, keyPath: animation.keyPath, format: .scrollDriven,
                    reason: "it repeats forever, so it has no end on the scroll range; give it a repeat count"
                )
            }
            let start = timing.delay - timing.iterationStart * timing.duration
            var end = max(timing.delay + timing.duration * timing.iterations, start)
            if end == total && endsOnAnotherValue(animation, of: element) {
                if let cover = cover(animation, of: element, writers: writers) {
                    keyframes +=
                        "\n/* \(Self.commentSafe(animation.layer)).\(animation.keyPath) at the bottom */\n"
                    keyframes += "@keyframes \(scope.keyframes(index))-end {\n  0%, 100% { \(cover) }\n}\n"
                    var held = timing
                    (held.iterations, held.iterationStart, held.direction) = (1, 0, "normal")
                    (held.fill, held.composite, held.easing) = ("none", "replace", "linear")
                    covers.append(
                        ScrollAnimation(
                            name: scope.keyframes(index) + "-end", timing: held,
                            range: "calc(100% - 0.015625px) 100%"))
                } else {
                    end -= total * 1e-6
                }
            }
            played.append(
                ScrollAnimation(
                    name: scope.keyframes(index), timing: timing,
                    range: "\(WebNumber.text(start / total * 100))% \(WebNumber.text(end / total * 100))%"))
        }
        // The covers last, over every animation of their properties.
        played += covers
        let longhands: [(String, (ScrollAnimation) -> String)] = [
            ("animation-name", { $0.name }),
            ("animation-duration", { _ in "auto" }),
            ("animation-timing-function", { $0.timing.easing }),
            ("animation-delay", { _ in "0s" }),
            ("animation-iteration-count", { Self.cssIterations($0.timing) }),
            ("animation-direction", { $0.timing.direction }),
            ("animation-fill-mode", { $0.timing.fill }),
            ("animation-composition", { $0.timing.composite }),
            // After the others: the `animation` shorthand resets these two.
            ("animation-timeline", { _ in source }),
            ("animation-range", { $0.range }),
        ]
        var text = "\n\(layerSelector(element)) {\n"
        for (property, value) in longhands {
            text += "  \(property): \(played.map(value).joined(separator: ", "));\n"
        }
        return (text + "}\n", keyframes)
    }

    /// The declarations of the cover animation of `animation`: the element's own value of each
    /// property it writes, or `nil` where another of the element's animations writes one of them
    /// too (`writers` counts them: what shows after it then depends on that one) or the element has
    /// no value of its own for it.
    private func cover(_ animation: WebAnimation, of element: WebElement, writers: [String: Int]) -> String? {
        var text = ""
        for property in Self.properties(of: animation).sorted() {
            guard writers[property] == 1, let own = element.style.first(where: { $0.property == property })
            else { return nil }
            text += "\(property): \(own.value); "
        }
        return text + "animation-timing-function: linear;"
    }

    /// The properties `animation`'s keyframes write.
    private static func properties(of animation: WebAnimation) -> Set<String> {
        Set(animation.keyframes.flatMap { $0.declarations.map(\.property) })
    }

    /// Whether `animation`, played to its end, shows something else there than what `element`
    /// shows after it: an animation without a forwards fill whose last iteration ends part way,
    /// on a keyframe other than the element's own values, through a `linear()` or `steps()`
    /// easing, or adds to them.
    private func endsOnAnotherValue(_ animation: WebAnimation, of element: WebElement) -> Bool {
        let timing = animation.timing
        guard timing.fill == "none" || timing.fill == "backwards" else { return false }
        let total = timing.iterations + timing.iterationStart
        guard timing.composite == "replace", total == total.rounded(), total > 0 else { return true }
        // Parity by remainder: a count past Int's range has one too.
        let isEven = total.truncatingRemainder(dividingBy: 2) == 0
        let reversed =
            timing.direction == "reverse"
            || (timing.direction == "alternate" && isEven)
            || (timing.direction == "alternate-reverse" && !isEven)
        guard let last = reversed ? animation.keyframes.first : animation.keyframes.last else { return false }
        // A linear() or steps() easing need not end at its end: a spring's stops stop short of 1.
        let frames = animation.keyframes
        let segment = reversed ? frames.first?.easing : frames.dropLast().last?.easing
        let free = [timing.easing, segment ?? "linear"].contains {
            $0.hasPrefix("linear(") || $0.hasPrefix("steps(")
        }
        return free || !last.declarations.allSatisfy(element.style.contains)
    }

    /// The opening comment: the markup, and how the page's scrolling drives it.
    private func scrollHeader(_ timeline: ScrollTimelineSource) -> String {
        var text = headerOpening(format: "scroll-driven")
        let span = "(the effect's \(WebNumber.text(duration)) s span the range)"
        if timeline == .view {
            text +=
                " * Drive: the container crossing the view as the page scrolls. As its top enters at the\n"
            text +=
                " * bottom of the scrollport the effect shows progress 0, as its bottom leaves at the top\n"
            text += " * progress 1, in proportion between \(span). No script.\n"
        } else {
            text +=
                " * Drive: scrolling the page. At the top of its scroll range the effect shows progress 0,\n"
            text += " * at the bottom progress 1, in proportion between \(span).\n"
            text +=
                " * No script. For another scroller, name its timeline (scroll-timeline: --name block) and\n"
            text +=
                " * write --name for scroll(root block), with timeline-scope where it is not an ancestor.\n"
        }
        text += " * The scrolling is the person's own gesture, so reduced motion leaves it as it is.\n"
        return text + " */\n"
    }
}
