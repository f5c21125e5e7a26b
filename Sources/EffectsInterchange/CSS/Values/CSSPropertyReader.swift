/// Reads the values of the properties the importer samples.
enum CSSPropertyReader {
    /// The properties the importer reads, in the order it lists them.
    static let properties: [String] = [
        "transform", "translate", "rotate", "scale", "opacity", "visibility", "backface-visibility",
        "transform-origin", "width", "height", "left", "top",
    ]

    /// The prefixed names browsers read as the standard ones.
    static let aliases: [String: String] = [
        "-webkit-transform": "transform", "-webkit-transform-origin": "transform-origin",
        "-webkit-backface-visibility": "backface-visibility", "-webkit-perspective": "perspective",
        "-webkit-perspective-origin": "perspective-origin", "-webkit-animation": "animation",
        "-webkit-animation-name": "animation-name", "-webkit-animation-duration": "animation-duration",
        "-webkit-animation-timing-function": "animation-timing-function",
        "-webkit-animation-delay": "animation-delay",
        "-webkit-animation-iteration-count": "animation-iteration-count",
        "-webkit-animation-direction": "animation-direction",
        "-webkit-animation-fill-mode": "animation-fill-mode",
        "-webkit-animation-play-state": "animation-play-state", "-webkit-transition": "transition",
        "-webkit-transition-property": "transition-property",
        "-webkit-transition-duration": "transition-duration",
        "-webkit-transition-timing-function": "transition-timing-function",
        "-webkit-transition-delay": "transition-delay",
    ]

    /// The standard name of `property`.
    static func canonical(_ property: String) -> String {
        aliases[property] ?? property
    }

    /// The value of `property` that `values` write.
    static func value(
        of property: String, _ values: [CSSComponentValue], range: Range<Int>
    ) throws(CSSValueError) -> CSSPropertyValue {
        func one(_ expected: String) throws(CSSValueError) -> CSSComponentValue {
            try CSSValues.single(values, range: range, what: property, expected: expected)
        }
        func keyword(_ allowed: [String: Bool], _ expected: String) throws(CSSValueError) -> Bool {
            let value = try one(expected)
            guard let word = value.keyword, let result = allowed[word] else {
                throw CSSValueError(.cssValueInvalid(property, expected: expected), at: value.range)
            }
            return result
        }
        switch property {
        case "opacity":
            return .opacity(try CSSValues.fraction(try one("a number or a percentage"), what: property))
        case "visibility":
            let visible = ["visible": true, "hidden": false, "collapse": false]
            return .visibility(try keyword(visible, "'visible', 'hidden' or 'collapse'"))
        case "backface-visibility":
            return .backfaceVisible(try keyword(["visible": true, "hidden": false], "'visible' or 'hidden'"))
        case "transform":
            return .transform(try CSSTransformReader.list(values, range: range))
        case "translate":
            return try translate(values, range: range)
        case "rotate":
            return try rotate(values, range: range)
        case "scale":
            return try scale(values, range: range)
        case "transform-origin":
            let (x, y, z) = try CSSPositionReader.position(
                values, range: range, what: property, allowsZ: true)
            return .origin(x: x, y: y, z: z)
        default:
            return .length(
                try CSSValues.length(try one("a length or a percentage"), percent: true, what: property))
        }
    }

    private static func translate(_ values: [CSSComponentValue], range: Range<Int>) throws(CSSValueError)
        -> CSSPropertyValue
    {
        let parts = CSSValueCursor(values, range: range).values
        if parts.count == 1, parts[0].keyword == "none" { return .translate(x: .zero, y: .zero, z: .zero) }
        guard (1...3).contains(parts.count) else {
            throw CSSValueError(
                .cssValueInvalid("translate", expected: "'none' or one to three lengths"), at: range)
        }
        let x = try CSSValues.length(parts[0], percent: true, what: "translate")
        let y = parts.count > 1 ? try CSSValues.length(parts[1], percent: true, what: "translate") : .zero
        let z = parts.count > 2 ? try CSSValues.length(parts[2], percent: false, what: "translate") : .zero
        return .translate(x: x, y: y, z: z)
    }

    private static func scale(_ values: [CSSComponentValue], range: Range<Int>) throws(CSSValueError)
        -> CSSPropertyValue
    {
        let parts = CSSValueCursor(values, range: range).values
        if parts.count == 1, parts[0].keyword == "none" { return .scale(x: 1, y: 1, z: 1) }
        guard (1...3).contains(parts.count) else {
            throw CSSValueError(
                .cssValueInvalid("scale", expected: "'none' or one to three numbers"), at: range)
        }
        let x = try CSSValues.fraction(parts[0], what: "scale")
        let y = parts.count > 1 ? try CSSValues.fraction(parts[1], what: "scale") : x
        let z = parts.count > 2 ? try CSSValues.fraction(parts[2], what: "scale") : 1
        return .scale(x: x, y: y, z: z)
    }

    /// Reads `rotate`: `none`, an angle (about z), or an axis and an angle in either order.
    ///
    /// The axis is `x`, `y`, `z` or three numbers; a vector along x, y or z is that axis (a negative
    /// one turns the angle).
    private static func rotate(_ values: [CSSComponentValue], range: Range<Int>) throws(CSSValueError)
        -> CSSPropertyValue
    {
        var parts = CSSValueCursor(values, range: range).values
        if parts.count == 1, parts[0].keyword == "none" { return .rotate(axis: .z, angle: 0) }
        guard parts.count == 1 || parts.count == 2 || parts.count == 4 else {
            throw CSSValueError(
                .cssValueInvalid("rotate", expected: "'none', an angle, or an axis and an angle"), at: range)
        }
        let angleIndex =
            (try? CSSValues.angle(parts[0], what: "rotate")) != nil && parts.count > 1 ? 0 : parts.count - 1
        let angle = try CSSValues.angle(parts.remove(at: angleIndex), what: "rotate")
        if parts.isEmpty { return .rotate(axis: .z, angle: angle) }
        if parts.count == 1, let word = parts[0].keyword, let axis = CSSRotationAxis(rawValue: word) {
            return .rotate(axis: axis, angle: angle)
        }
        guard parts.count == 3 else {
            throw CSSValueError(
                .cssValueInvalid("rotate", expected: "an axis 'x', 'y', 'z' or three numbers"),
                at: parts[0].range)
        }
        var vector: [Double] = []
        for part in parts { vector.append(try CSSValues.number(part, what: "rotate")) }
        let nonZero = vector.indices.filter { vector[$0] != 0 }
        guard nonZero.count == 1, let index = nonZero.first else {
            if nonZero.isEmpty || angle == 0 { return .rotate(axis: .z, angle: 0) }
            throw CSSValueError(
                .cssNotExact(
                    "a rotation about the axis (\(vector.map { "\($0)" }.joined(separator: ", "))) is not one of x, y, z",
                    hint:
                        "Core Animation's layers turn about x, y and z; write 'transform: rotate3d(…)' instead"
                ),
                at: range)
        }
        let axis: CSSRotationAxis = [.x, .y, .z][index]
        return .rotate(axis: axis, angle: vector[index] < 0 ? -angle : angle)
    }
}
