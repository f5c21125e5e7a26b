import EffectsRegistry
import EffectsText

extension WebExport {
    /// The Web Animations JSON: the stage, each layer's element and each animation's keyframes and
    /// options, which a page passes to `element.animate(keyframes, options)` as they are.
    ///
    /// An endless iteration count is the string `"Infinity"`, which `animate` reads as the number
    /// (JSON has no infinity).
    public func waapiJSON() -> String {
        waapiValue().text()
    }

    /// The JSON document as a value, for the preview page to embed.
    func waapiValue() -> JSONValue {
        .object([
            ("generator", .string("fxkit")),
            ("format", .string("waapi")),
            ("viewport", .object(viewportMembers)),
            ("duration", .number(duration * 1000)),
            ("approximations", .array(approximations.map(\.jsonValue))),
            ("layers", .array(elements.map(\.jsonValue))),
            ("animations", .array(animations.map(\.jsonValue))),
        ])
    }
}

extension WebExport {
    /// The viewport's size, and its perspective when it has one.
    var viewportMembers: [(String, JSONValue)] {
        var members: [(String, JSONValue)] = [
            ("width", .number(viewportWidth)), ("height", .number(viewportHeight)),
        ]
        if let perspective { members.append(("perspective", .number(perspective))) }
        return members
    }

    /// The stage's perspective as CSS declarations, about its centre as Core Animation's
    /// `sublayerTransform` is; none without one.
    var perspectiveCSS: String {
        guard let perspective else { return "" }
        return "perspective: \(WebNumber.text(perspective))px; perspective-origin: center; "
    }
}

extension Approximation {
    var jsonValue: JSONValue {
        .object([
            ("layer", .string(layer)), ("keyPath", .string(keyPath)), ("method", .string(method)),
            ("largestError", .number(largestError)), ("tolerance", .number(tolerance)),
        ])
    }
}

extension WebElement {
    var jsonValue: JSONValue {
        var members: [(String, JSONValue)] = [
            ("name", .string(name)), ("index", .number(Double(index))),
            ("style", .object(style.map { ($0.property, .string($0.value)) })),
        ]
        if let backgroundColor { members.append(("backgroundColor", .string(backgroundColor))) }
        members.append(
            (
                "columns",
                .array(
                    columns.map {
                        .object(
                            [
                                ("name", .string($0.name)), ("property", .string($0.property)),
                                ("slot", .number(Double($0.slot))), ("factor", .number($0.factor)),
                            ] + ($0.offset != 0 ? [("offset", .number($0.offset))] : [])
                                + ($0.alongside.isEmpty
                                    ? [] : [("alongside", .array($0.alongside.map { .string($0) }))]))
                    })
            ))
        return .object(members)
    }
}

extension WebAnimation {
    /// A CSS property's name as a Web Animations keyframe spells it (`z-index` is `zIndex`):
    /// `animate` ignores the hyphenated name.
    static func idlName(_ property: String) -> String {
        var name = ""
        var upper = false
        for character in property {
            if character == "-" {
                upper = true
                continue
            }
            name += upper ? character.uppercased() : String(character)
            upper = false
        }
        return name
    }

    var jsonValue: JSONValue {
        let frames: [JSONValue] = keyframes.map { frame in
            .object(
                [("offset", .number(frame.offset)), ("easing", .string(frame.easing))]
                    + frame.declarations.map { (Self.idlName($0.property), .string($0.value)) })
        }
        let iterations: JSONValue =
            timing.iterations.isFinite ? .number(timing.iterations) : .string("Infinity")
        return .object([
            ("layer", .string(layer)),
            ("keyPath", .string(keyPath)),
            ("keyframes", .array(frames)),
            (
                "options",
                .object([
                    ("duration", .number(timing.duration)), ("delay", .number(timing.delay)),
                    ("iterations", iterations), ("direction", .string(timing.direction)),
                    ("fill", .string(timing.fill)), ("iterationStart", .number(timing.iterationStart)),
                    ("composite", .string(timing.composite)), ("easing", .string(timing.easing)),
                ])
            ),
            ("playbackRate", .number(1)),
        ])
    }
}
