extension WebExport {
    /// The CSS stylesheet: the stage, one rule per layer (its underlying style and its animations
    /// as `animation-*` longhands) and one `@keyframes` per animation, so that a page with one
    /// element per layer plays the effect with no script.
    ///
    /// CSS has no iteration start, so a track with a time offset is refused by a ``WebExporter``
    /// made for `css`; every other option has a longhand.
    public func css() -> String {
        var text =
            "/* fxkit export (css): \(elements.count) layers, \(WebNumber.text(duration * 1000)) ms. */\n"
        text += approximationComment()
        // No overflow clipping on the stage: it would flatten it, and zPosition (the z of `translate`)
        // orders the layers only in a 3D context. Clip a wrapper around the stage instead.
        text += "[data-stage] {\n  position: relative;\n  transform-style: preserve-3d;\n"
        if let perspective {
            text += "  perspective: \(WebNumber.text(perspective))px;\n  perspective-origin: center;\n"
        }
        text +=
            "  width: \(WebNumber.text(viewportWidth))px;\n  height: \(WebNumber.text(viewportHeight))px;\n}\n"
        for element in elements {
            text += "\n[data-layer=\"\(Self.cssString(element.name))\"] {\n"
            for declaration in element.style { text += "  \(declaration.property): \(declaration.value);\n" }
            let own = animations.enumerated().filter { $0.element.layer == element.name }
            if !own.isEmpty {
                let longhands: [(String, (WebAnimation) -> String)] = [
                    ("animation-name", { _ in "" }),
                    ("animation-duration", { WebNumber.text($0.timing.duration) + "ms" }),
                    ("animation-timing-function", { $0.timing.easing }),
                    ("animation-delay", { Self.cssDelay($0.timing) }),
                    ("animation-iteration-count", { Self.cssIterations($0.timing) }),
                    ("animation-direction", { $0.timing.direction }),
                    ("animation-fill-mode", { $0.timing.fill }),
                    ("animation-composition", { $0.timing.composite }),
                    ("animation-play-state", { _ in "running" }),
                ]
                for (property, value) in longhands {
                    let items =
                        property == "animation-name"
                        ? own.map { Self.keyframesName($0.offset) } : own.map { value($0.element) }
                    text += "  \(property): \(items.joined(separator: ", "));\n"
                }
            }
            text += "}\n"
        }
        for (index, animation) in animations.enumerated() {
            text +=
                "\n/* \(animation.layer).\(animation.keyPath) */\n@keyframes \(Self.keyframesName(index)) {\n"
            for frame in animation.keyframes {
                text += "  \(WebNumber.text(frame.offset * 100))% { "
                for declaration in frame.declarations {
                    text += "\(declaration.property): \(declaration.value); "
                }
                text += "animation-timing-function: \(frame.easing); }\n"
            }
            text += "}\n"
        }
        return text
    }

    /// The comment that lists the approximated tracks, or none.
    func approximationComment() -> String {
        guard !approximations.isEmpty else { return "/* Every track is exact. */\n" }
        var text = "/* Approximated tracks (largest error, tolerance):\n"
        for item in approximations {
            text += " *   \(item.layer).\(item.keyPath): \(item.method), \(WebNumber.text(item.largestError))"
            text += " (\(WebNumber.text(item.tolerance)))\n"
        }
        return text + " */\n"
    }

    /// The name of animation `index`'s `@keyframes`.
    static func keyframesName(_ index: Int) -> String { "fx-\(index)" }

    /// A CSS delay: the begin time, brought forward by a time offset (CSS has no iteration start).
    static func cssDelay(_ timing: WebTiming) -> String {
        WebNumber.text(timing.delay - timing.iterationStart * timing.duration) + "ms"
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
}
