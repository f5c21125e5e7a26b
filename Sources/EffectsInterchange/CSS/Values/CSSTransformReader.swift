import EffectsRegistry

/// Reads a `transform` value (CSS Transforms 1 and 2): `none` or a list of the transform functions.
enum CSSTransformReader {
    /// The list `values` writes.
    static func list(_ values: [CSSComponentValue], range: Range<Int>) throws(CSSValueError)
        -> CSSTransformList
    {
        let cursor = CSSValueCursor(values, range: range)
        if cursor.values.count == 1, cursor.current?.keyword == "none" { return .none }
        guard !cursor.values.isEmpty else {
            throw CSSValueError(
                .cssValueInvalid("transform", expected: "'none' or transform functions"), at: range)
        }
        var functions: [CSSTransformFunction] = []
        for value in cursor.values {
            guard case .function(let name, let arguments, let functionRange) = value else {
                throw CSSValueError(
                    .cssValueInvalid("transform", expected: "transform functions such as 'rotate(45deg)'"),
                    at: value.range)
            }
            functions.append(try function(name.lowercased(), arguments.commaSeparated, at: functionRange))
        }
        return CSSTransformList(functions)
    }

    /// The arguments' counts each function accepts.
    private static let argumentCounts: [String: ClosedRange<Int>] = [
        "translate": 1...2, "translatex": 1...1, "translatey": 1...1, "translatez": 1...1,
        "translate3d": 3...3,
        "scale": 1...2, "scalex": 1...1, "scaley": 1...1, "scalez": 1...1, "scale3d": 3...3, "rotate": 1...1,
        "rotatex": 1...1, "rotatey": 1...1, "rotatez": 1...1, "rotate3d": 4...4, "skew": 1...2,
        "skewx": 1...1,
        "skewy": 1...1, "perspective": 1...1, "matrix": 6...6, "matrix3d": 16...16,
    ]

    /// The arguments of the function `name`, one value each, checked against its count.
    private static func arguments(
        of name: String, _ parts: [[CSSComponentValue]], at range: Range<Int>
    ) throws(CSSValueError) -> [CSSComponentValue] {
        guard let allowed = argumentCounts[name] else {
            throw CSSValueError(
                .cssValueInvalid("transform", expected: "a transform function, not '\(name)()'"), at: range)
        }
        guard allowed.contains(parts.count) else {
            throw CSSValueError(.cssArgumentCount(name, allowed.upperBound, parts.count), at: range)
        }
        var arguments: [CSSComponentValue] = []
        for part in parts {
            arguments.append(
                try CSSValues.single(
                    part, range: part.span(or: range), what: "\(name)()", expected: "one value per argument"))
        }
        return arguments
    }

    private static func function(
        _ name: String, _ parts: [[CSSComponentValue]], at range: Range<Int>
    ) throws(CSSValueError) -> CSSTransformFunction {
        let arguments = try self.arguments(of: name, parts, at: range)
        let what = "\(name)()"
        func length(_ index: Int, percent: Bool = true) throws(CSSValueError) -> CSSLength {
            try CSSValues.length(arguments[index], percent: percent, what: what)
        }
        func scale(_ index: Int) throws(CSSValueError) -> Double {
            try CSSValues.fraction(arguments[index], what: what)
        }
        func angle(_ index: Int) throws(CSSValueError) -> Double {
            try CSSValues.angle(arguments[index], what: what)
        }
        func number(_ index: Int) throws(CSSValueError) -> Double {
            try CSSValues.number(arguments[index], what: what)
        }
        switch name {
        case "translate": return .translate(x: try length(0), y: arguments.count > 1 ? try length(1) : .zero)
        case "translatex": return .translateX(try length(0))
        case "translatey": return .translateY(try length(0))
        case "translatez": return .translateZ(try length(0, percent: false))
        case "translate3d":
            return .translate3d(x: try length(0), y: try length(1), z: try length(2, percent: false))
        case "perspective": return try perspective(arguments[0])
        case "scale":
            let x = try scale(0)
            return .fixed(.scale(x: x, y: arguments.count > 1 ? try scale(1) : x))
        case "scalex": return .fixed(.scaleX(try scale(0)))
        case "scaley": return .fixed(.scaleY(try scale(0)))
        case "scalez": return .fixed(.scaleZ(try scale(0)))
        case "scale3d": return .fixed(.scale3d(x: try scale(0), y: try scale(1), z: try scale(2)))
        case "rotate": return .fixed(.rotate(try angle(0)))
        case "rotatex": return .fixed(.rotateX(try angle(0)))
        case "rotatey": return .fixed(.rotateY(try angle(0)))
        case "rotatez": return .fixed(.rotateZ(try angle(0)))
        case "rotate3d":
            return .fixed(
                .rotate3d(x: try number(0), y: try number(1), z: try number(2), angle: try angle(3)))
        case "skew": return .fixed(.skew(x: try angle(0), y: arguments.count > 1 ? try angle(1) : 0))
        case "skewx": return .fixed(.skewX(try angle(0)))
        case "skewy": return .fixed(.skewY(try angle(0)))
        case "matrix":
            var n: [Double] = []
            for index in 0..<6 { n.append(try number(index)) }
            return .fixed(.matrix(a: n[0], b: n[1], c: n[2], d: n[3], e: n[4], f: n[5]))
        default:
            var entries: [Double] = []
            for index in 0..<16 { entries.append(try number(index)) }
            guard let matrix = Matrix3D(entries: entries) else {
                throw CSSValueError(.cssArgumentCount(name, 16, entries.count), at: range)
            }
            return .fixed(.matrix3d(matrix))
        }
    }

    private static func perspective(_ value: CSSComponentValue) throws(CSSValueError) -> CSSTransformFunction
    {
        if value.keyword == "none" { return .perspective(nil) }
        let distance = try CSSValues.length(value, percent: false, what: "perspective()")
        guard distance.points > 0 || distance.viewportWidthPercent > 0 || distance.viewportHeightPercent > 0
        else {
            throw CSSValueError(
                .cssValueInvalid("perspective()", expected: "a positive length or 'none'"), at: value.range)
        }
        return .perspective(distance)
    }
}
