import EffectsRegistry

extension InterchangeFormat {
    /// CSS transitions: two states of each layer's element and the `transition` between them.
    public static let cssTransitions = InterchangeFormat(rawValue: "css-transitions")
}

extension FormatRegistration {
    /// CSS transitions, written only: an effect whose tracks each run once between two values.
    public static let cssTransitions = FormatRegistration(
        name: "css-transitions",
        writing: FormatWriting(format: .cssTransitions, fileExtensions: ["css"], document: "CSS transitions")
        {
            timeline, options throws(InterchangeError) in
            let web = try WebExporter.forTransitions(options: options).export(timeline)
            return ExportedDocument(text: try web.cssTransitions(), report: web.report)
        })
}

extension WebExporter {
    /// The exporter of CSS transitions: CSS, the position in `left` and `top`, which change on
    /// timings of their own (a drawer's `transition: left 300ms, top 450ms 50ms`), where one
    /// `translate` would be one transition.
    static func forTransitions(options: InterchangeOptions = InterchangeOptions()) -> WebExporter {
        var exporter = WebExporter(format: .css, options: options)
        exporter.positionByLayout = true
        return exporter
    }
}

/// One transition of a layer's element: the values of its properties before and after the change of
/// state, and its timing (milliseconds).
struct WebTransition: Hashable, Sendable {
    /// The values before the change.
    var from: [WebDeclaration]
    /// The values after.
    var to: [WebDeclaration]
    /// `transition-duration`; 0 for a value that jumps.
    var duration: Double
    /// `transition-delay`.
    var delay: Double
    /// `transition-timing-function`.
    var easing: String

    /// The transition an animation plays, when it is one: a single iteration of two keyframes (or
    /// of a held start and two), its effect easing linear, filling forwards; `nil` otherwise.
    init?(_ animation: WebAnimation) {
        let timing = animation.timing
        let frames = animation.keyframes
        guard timing.iterations == 1, timing.direction == "normal", timing.iterationStart == 0,
            timing.composite == "replace", timing.easing == "linear",
            timing.fill == "forwards" || timing.fill == "both",
            let first = frames.first, let last = frames.last, first.offset == 0, last.offset == 1
        else { return nil }
        from = first.declarations
        to = last.declarations
        delay = timing.delay
        switch frames.count {
        case 2:
            duration = timing.duration
            easing = first.easing
        case 3 where frames[1].declarations == first.declarations:
            // The start held through the transition's delay.
            delay += frames[1].offset * timing.duration
            duration = (1 - frames[1].offset) * timing.duration
            easing = frames[1].easing
        default:
            guard frames.allSatisfy({ $0.declarations == first.declarations }) else { return nil }
            duration = 0
            easing = "linear"
        }
        if from == to { duration = 0 }
    }
}

extension WebExport {
    /// The effect as CSS transitions: the container and its stage as the CSS export writes them,
    /// each layer's element in its state before the change (with its `transition`), and the rule
    /// of the state after, which the class ``WebScope/play`` on the container turns on (and off:
    /// removed while the transitions run, they reverse as browsers reverse them).
    ///
    /// Each track must run once between two values from the effect's start: two keyframes (or a
    /// held start, the transition's delay, and two), one iteration, filling forwards. Where a
    /// property has more than one track, the last one (which decides it from time 0 on) is
    /// written. A track that starts later (a second change of state), repeats or has more
    /// keyframes is refused, naming it.
    public func cssTransitions() throws(InterchangeError) -> String {
        var text = cssHeader(transitions: true)
        text += approximationComment() + containerRules()
        var reduced: [String] = []
        for element in elements {
            var latest: [String: WebTransition] = [:]
            var order: [String] = []
            for (_, animation) in ownAnimations(element) {
                guard let transition = WebTransition(animation) else {
                    throw InterchangeError(
                        layer: element.name, keyPath: animation.keyPath, format: .cssTransitions,
                        reason: "the track is not one transition between two values (it has "
                            + "\(animation.keyframes.count) keyframes, \(WebNumber.text(animation.timing.iterations)) "
                            + "iteration(s)): export it as css")
                }
                guard animation.timing.delay == 0 else {
                    throw InterchangeError(
                        layer: element.name, keyPath: animation.keyPath, format: .cssTransitions,
                        reason:
                            "the track starts at \(WebNumber.seconds(milliseconds: animation.timing.delay)), "
                            + "after the effect's start: CSS transitions run from one change of state; export it as css"
                    )
                }
                let key = transition.to.map(\.property).joined(separator: " ")
                if latest[key] == nil { order.append(key) }
                latest[key] = transition
            }
            let transitions = order.compactMap { latest[$0] }
            text += "\n\(layerSelector(element)) {\n"
            var before: [String: String] = [:]
            for declaration in element.style { before[declaration.property] = declaration.value }
            for transition in transitions {
                for declaration in transition.from { before[declaration.property] = declaration.value }
            }
            for declaration in element.style {
                text += "  \(declaration.property): \(before[declaration.property] ?? declaration.value);\n"
            }
            for transition in transitions {
                for declaration in transition.from
                where !element.style.contains(where: { $0.property == declaration.property }) {
                    text += "  \(declaration.property): \(declaration.value);\n"
                }
            }
            let moving = transitions.filter { $0.duration > 0 }
            if !moving.isEmpty {
                let entries = moving.flatMap { transition in
                    transition.to.map {
                        "\($0.property) \(WebNumber.seconds(milliseconds: transition.duration)) \(transition.easing) "
                            + WebNumber.seconds(milliseconds: transition.delay)
                    }
                }
                text += "  transition: \(entries.joined(separator: ", "));\n"
                reduced.append(layerSelector(element))
            }
            text += "}\n"
            guard !transitions.isEmpty else { continue }
            text += "\n\(playSelector(element)) {\n"
            for transition in transitions {
                for declaration in transition.to {
                    text += "  \(declaration.property): \(declaration.value);\n"
                }
            }
            text += "}\n"
        }
        if !reduced.isEmpty {
            text += "\n@media (prefers-reduced-motion: reduce) {\n  \(reduced.joined(separator: ",\n  ")) {\n"
            text += "    transition: none;\n  }\n}\n"
        }
        return text
    }
}
