import EffectsRegistry

/// Reads an `<easing-function>` (CSS Easing Functions 2): the keywords, `cubic-bezier()`, `steps()`
/// with every jump term, and `linear()` with its stops.
enum CSSEasing {
    /// The easing keywords and the functions they name.
    static let keywords: [String: TimingFunction] = [
        "linear": .linear, "ease": .ease, "ease-in": .easeIn, "ease-out": .easeOut, "ease-in-out": .easeInOut,
        "step-start": stepStart, "step-end": stepEnd,
    ]

    private static let stepStart: TimingFunction =
        (try? Steps(count: 1, position: .jumpStart)).map(TimingFunction.steps) ?? .hold
    private static let stepEnd: TimingFunction =
        (try? Steps(count: 1, position: .jumpEnd)).map(TimingFunction.steps) ?? .hold

    /// Whether `value` is an easing keyword or one of the easing functions (for the shorthand).
    static func isEasing(_ value: CSSComponentValue) -> Bool {
        if let keyword = value.keyword { return keywords[keyword] != nil }
        if case .function(let name, _, _) = value {
            return ["cubic-bezier", "steps", "linear"].contains(name.lowercased())
        }
        return false
    }

    /// The timing function `value` writes.
    static func read(_ value: CSSComponentValue) throws(CSSValueError) -> TimingFunction {
        if let keyword = value.keyword, let function = keywords[keyword] { return function }
        guard case .function(let name, let arguments, let range) = value else {
            throw CSSValueError(.cssValueInvalid("an easing", expected: easingExpectation), at: value.range)
        }
        let parts = arguments.commaSeparated
        switch name.lowercased() {
        case "cubic-bezier":
            guard parts.count == 4 else {
                throw CSSValueError(.cssArgumentCount("cubic-bezier", 4, parts.count), at: range)
            }
            var numbers: [Double] = []
            for part in parts {
                numbers.append(
                    try CSSValues.number(try single(part, range, "cubic-bezier"), what: "cubic-bezier()"))
            }
            do {
                return .cubicBezier(try CubicBezier(numbers[0], numbers[1], numbers[2], numbers[3]))
            } catch {
                throw CSSValueError(.cssEasingInvalid(error.description), at: range)
            }
        case "steps":
            return try steps(parts, range: range)
        case "linear":
            return try linear(parts, range: range)
        default:
            throw CSSValueError(.cssValueInvalid("an easing", expected: easingExpectation), at: range)
        }
    }

    static let easingExpectation = "'ease', 'linear', 'cubic-bezier(…)', 'steps(…)' or 'linear(…)'"

    private static func single(
        _ part: [CSSComponentValue], _ range: Range<Int>, _ function: String
    ) throws(CSSValueError) -> CSSComponentValue {
        try CSSValues.single(
            part, range: part.span(or: range), what: "\(function)()", expected: "one value per argument")
    }

    private static func steps(_ parts: [[CSSComponentValue]], range: Range<Int>) throws(CSSValueError)
        -> TimingFunction
    {
        guard parts.count == 1 || parts.count == 2 else {
            throw CSSValueError(.cssArgumentCount("steps", 2, parts.count), at: range)
        }
        let countValue = try single(parts[0], range, "steps")
        guard case .number(let number)? = countValue.token?.kind, number.isInteger else {
            throw CSSValueError(
                .cssValueInvalid("steps()", expected: "a whole number of steps"), at: countValue.range)
        }
        var position = StepPosition.jumpEnd
        if parts.count == 2 {
            let term = try single(parts[1], range, "steps")
            switch term.keyword {
            case "jump-start", "start": position = .jumpStart
            case "jump-end", "end": position = .jumpEnd
            case "jump-none": position = .jumpNone
            case "jump-both": position = .jumpBoth
            default:
                throw CSSValueError(
                    .cssValueInvalid(
                        "steps()",
                        expected: "'jump-start', 'jump-end', 'jump-none', 'jump-both', 'start' or 'end'"),
                    at: term.range)
            }
        }
        guard number.value >= 1, number.value <= 1_000_000 else {
            throw CSSValueError(.cssEasingInvalid("steps() takes 1 to 1000000 steps"), at: countValue.range)
        }
        do {
            return .steps(try Steps(count: Int(number.value), position: position))
        } catch {
            throw CSSValueError(.cssEasingInvalid(error.description), at: range)
        }
    }

    private static func linear(_ parts: [[CSSComponentValue]], range: Range<Int>) throws(CSSValueError)
        -> TimingFunction
    {
        var stops: [LinearEasingStop] = []
        for part in parts {
            var output: Double?
            var inputs: [Double] = []
            for value in part where !value.isWhitespace {
                let quantity = try CSSNumeric.quantity(value)
                switch quantity.kind {
                case .number where output == nil: output = quantity.value
                case .percentage where inputs.count < 2: inputs.append(quantity.value / 100)
                default:
                    throw CSSValueError(
                        .cssValueInvalid("linear()", expected: "a number and up to two percentages per stop"),
                        at: value.range)
                }
            }
            guard let output else {
                throw CSSValueError(
                    .cssValueInvalid("linear()", expected: "a number in every stop"), at: part.span(or: range)
                )
            }
            stops.append(LinearEasingStop(output: output, inputs: inputs))
        }
        do {
            return .piecewiseLinear(try PiecewiseLinear(stops: stops))
        } catch {
            throw CSSValueError(.cssEasingInvalid(error.description), at: range)
        }
    }
}
