import EffectsRegistry

extension WebExport {
    /// The CSS stylesheet: the container and its stage, one rule per layer (its underlying style),
    /// the rule that plays its animations as `animation-*` longhands, the reduced-motion variant and
    /// one `@keyframes` per animation, so that a page with the markup of its header comment plays
    /// the effect with no script.
    ///
    /// Every selector starts at the container's class and every keyframes name with it
    /// (``WebScope``), so any number of exports share a page. A timed effect plays when the
    /// container has the class ``WebScope/play``; a progress-driven one shows the moment the custom
    /// property ``WebScope/progress`` (0…1) names. Lengths are the exported viewport's points; the
    /// stage scales with the container's width, so the effect fits any container of that aspect
    /// ratio and is exact at the exported size.
    ///
    /// CSS has no iteration start, so a track with a time offset is refused by a ``WebExporter``
    /// made for `css`; every other option has a longhand.
    public func css() -> String {
        var text = cssHeader() + approximationComment()
        text += containerRules()
        for element in elements { text += layerRules(element) }
        return text + reducedMotionRules() + keyframesRules()
    }

    /// One `@keyframes` rule per animation, named ``WebScope/keyframes(_:)`` of its index, each
    /// declaration as `rewrite` gives it for its animation (as it is unless given).
    func keyframesRules(
        rewrite: (WebDeclaration, WebAnimation) -> WebDeclaration = { declaration, _ in declaration }
    ) -> String {
        // Appended piece by piece into one reserved string: a converted Lottie file writes tens of
        // thousands of keyframes, and an interpolated line is a string of its own first.
        var text = ""
        text.reserveCapacity(animations.reduce(0) { $0 + 96 * $1.keyframes.count + 64 })
        for (index, animation) in animations.enumerated() {
            text += "\n/* "
            text += Self.commentSafe(animation.layer)
            text += "."
            text += animation.keyPath
            text += " */\n@keyframes "
            text += scope.keyframes(index)
            text += " {\n"
            for frame in animation.keyframes {
                text += "  "
                text += WebNumber.text(frame.offset * 100)
                text += "% { "
                for written in frame.declarations {
                    let declaration = rewrite(written, animation)
                    text += declaration.property
                    text += ": "
                    text += declaration.value
                    text += "; "
                }
                text += "animation-timing-function: "
                text += frame.easing
                text += "; }\n"
            }
            text += "}\n"
        }
        return text
    }

    /// The container's rule and its stage's.
    ///
    /// The container's width sets the scale and its height follows the viewport's aspect ratio; the
    /// stage is the viewport, scaled to the container's width about its top-left corner, with the
    /// perspective about its centre. The stage is no 3D rendering context and has
    /// no background, so no plane of the page lies among the layers (give the container the
    /// background, and `overflow: hidden` to clip at the viewport as `fxctl render` does).
    func containerRules() -> String {
        let width = WebNumber.text(viewportWidth)
        let height = WebNumber.text(viewportHeight)
        var text = "\n.\(scope.container) {\n  position: relative;\n  container-type: inline-size;\n"
        text += "  width: \(width)px;\n  max-width: 100%;\n  aspect-ratio: \(width) / \(height);\n}\n"
        text += "\n\(stageSelector) {\n  position: absolute;\n  left: 0;\n  top: 0;\n"
        // Its own stacking context: a layer's negative z-index stays in front of the container.
        text +=
            "  width: \(width)px;\n  height: \(height)px;\n  isolation: isolate;\n  transform-origin: 0 0;\n"
        // A browser without typed arithmetic drops the declaration and plays at the exported size.
        text += "  scale: calc(100cqw / \(width)px);\n"
        if let perspective {
            text += "  perspective: \(WebNumber.text(perspective))px;\n  perspective-origin: center;\n"
        }
        return text + "}\n"
    }

    /// A layer's rule (its box and model values) and the rules that play its animations: on the
    /// container's play class, and for a progress-driven effect always, paused at the progress.
    private func layerRules(_ element: WebElement) -> String {
        var text = "\n\(layerSelector(element)) {\n"
        for declaration in element.style { text += "  \(declaration.property): \(declaration.value);\n" }
        text += "}\n"
        let own = ownAnimations(element)
        guard !own.isEmpty else { return text }
        if drive == .progress { text += animationRule(layerSelector(element), own, byProgress: true) }
        return text + animationRule(playSelector(element), own, byProgress: false)
    }

    /// The rule at `selector` that runs the animations `own` in time, or holds them paused at the
    /// moment the progress property names.
    func animationRule(
        _ selector: String, _ own: [(offset: Int, element: WebAnimation)], byProgress: Bool
    ) -> String {
        let longhands: [(String, (Int, WebAnimation) -> String)] = [
            ("animation-name", { index, _ in scope.keyframes(index) }),
            ("animation-duration", { WebNumber.seconds(milliseconds: $1.timing.duration) }),
            ("animation-timing-function", { $1.timing.easing }),
            ("animation-delay", { byProgress ? progressDelay($1.timing) : Self.cssDelay($1.timing) }),
            ("animation-iteration-count", { Self.cssIterations($1.timing) }),
            ("animation-direction", { $1.timing.direction }),
            ("animation-fill-mode", { $1.timing.fill }),
            ("animation-composition", { $1.timing.composite }),
            ("animation-play-state", { _, _ in byProgress ? "paused" : "running" }),
        ]
        var text = "\n\(selector) {\n"
        for (property, value) in longhands {
            text += "  \(property): \(own.map { value($0.offset, $0.element) }.joined(separator: ", "));\n"
        }
        return text + "}\n"
    }

    /// The reduced-motion variant: the play class shows the effect's last frame at once.
    ///
    /// Under `prefers-reduced-motion: reduce` every animation is paused at the effect's end (its
    /// delay brought forward by the duration). A
    /// progress-driven effect's progress follows the person's own gesture and is left as it is.
    private func reducedMotionRules() -> String {
        guard !animations.isEmpty else { return "" }
        var text = "\n@media (prefers-reduced-motion: reduce) {\n"
        for element in elements {
            let own = ownAnimations(element)
            guard !own.isEmpty else { continue }
            let delays = own.map {
                WebNumber.seconds(
                    milliseconds: $0.element.timing.delay - $0.element.timing.iterationStart
                        * $0.element.timing.duration - duration * 1000)
            }
            text += "  \(playSelector(element)) {\n    animation-delay: \(delays.joined(separator: ", "));\n"
            text += "    animation-play-state: paused;\n  }\n"
        }
        return text + "}\n"
    }

    /// The animations of `element`'s layer, each with its index among all the animations.
    func ownAnimations(_ element: WebElement) -> [(offset: Int, element: WebAnimation)] {
        (animationIndices[element.name] ?? []).map { ($0, animations[$0]) }
    }

    /// `.fx-swap-card > [data-stage]`.
    var stageSelector: String { ".\(scope.container) > [data-stage]" }

    /// `.fx-swap-card > [data-stage] > [data-layer="front"]`.
    func layerSelector(_ element: WebElement) -> String {
        "\(stageSelector) > [data-layer=\"\(Self.cssString(element.name))\"]"
    }

    /// `.fx-swap-card.fx-play > [data-stage] > [data-layer="front"]`.
    func playSelector(_ element: WebElement) -> String {
        ".\(scope.container).\(scope.play) > [data-stage] > [data-layer=\"\(Self.cssString(element.name))\"]"
    }

    /// A progress-driven animation's delay: its own, brought forward by the progress times the
    /// effect's duration, so the paused animation shows the moment `progress · duration`.
    private func progressDelay(_ timing: WebTiming) -> String {
        let own = timing.delay - timing.iterationStart * timing.duration
        let span = "-\(WebNumber.seconds(milliseconds: duration * 1000)) * var(\(scope.progress), 0)"
        guard duration > 0 else { return WebNumber.seconds(milliseconds: own) }
        return own == 0 ? "calc(\(span))" : "calc(\(span) + \(WebNumber.seconds(milliseconds: own)))"
    }

    /// The comment that lists what the source's import left out and approximated, then the
    /// approximated tracks, or says there are none.
    func approximationComment() -> String {
        var text = ""
        if !sourceOmissions.isEmpty {
            text += "/* What the import of the effect's source left out or dropped, so this lacks it too:\n"
            for line in sourceOmissions { text += " *   \(Self.commentSafe(line))\n" }
            text += " */\n"
        }
        if !sourceApproximations.isEmpty {
            text += "/* What the import of the effect's source approximated (largest error, tolerance):\n"
            text += Self.approximationLines(sourceApproximations) + " */\n"
        }
        guard !approximations.isEmpty else {
            return text
                + (sourceOmissions.isEmpty && sourceApproximations.isEmpty
                    ? "/* Every track is exact. */\n" : "/* Every track exported is exact. */\n")
        }
        return text + "/* Approximated tracks (largest error, tolerance):\n"
            + Self.approximationLines(approximations)
            + " */\n"
    }

    /// One comment line per approximation: the track, how, its largest error and its tolerance.
    private static func approximationLines(_ list: [Approximation]) -> String {
        var text = ""
        for item in list {
            text +=
                " *   \(commentSafe(item.layer)).\(item.keyPath): \(item.method), \(WebNumber.text(item.largestError))"
            text += " (\(WebNumber.text(item.tolerance)))\n"
        }
        return text
    }

    /// A CSS delay: the begin time, brought forward by a time offset (CSS has no iteration start).
    static func cssDelay(_ timing: WebTiming) -> String {
        WebNumber.seconds(milliseconds: timing.delay - timing.iterationStart * timing.duration)
    }

    /// A CSS iteration count: `infinite`, or the count plus the iterations a time offset skips.
    static func cssIterations(_ timing: WebTiming) -> String {
        timing.iterations.isFinite ? WebNumber.text(timing.iterations + timing.iterationStart) : "infinite"
    }

    /// A layer name inside a CSS string: quotes and backslashes escaped.
    static func cssString(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if character == "\\" || character == "\"" { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }

    /// Text inside a CSS comment, which `*/` would end.
    static func commentSafe(_ text: String) -> String {
        var safe = ""
        for character in text {
            // A "/" right after "*" would close the comment: keep the two apart.
            if character == "/", safe.last == "*" { safe.append(" ") }
            safe.append(character)
        }
        return safe
    }
}
