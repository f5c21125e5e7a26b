import EffectDSL

/// Reads numbers, percentages and dimensions, and `calc()` of them (CSS Values 4, §10).
///
/// `calc()` adds and subtracts quantities of one type (a length and a percentage make a length with
/// a percentage part), multiplies by numbers and divides by non-zero numbers; parentheses nest.
enum CSSNumeric {
    /// The quantity `value` writes.
    static func quantity(_ value: CSSComponentValue) throws(CSSValueError) -> CSSQuantity {
        switch value {
        case .token(let token):
            switch token.kind {
            case .number(let number): return try finite(CSSQuantity(.number, number.value), at: token.range)
            case .percentage(let number):
                return try finite(CSSQuantity(.percentage, number.value), at: token.range)
            case .dimension(let number, let unit):
                guard let quantity = CSSQuantity.dimension(number.value, unit: unit) else {
                    throw CSSValueError(.cssUnitUnknown(unit), at: token.range)
                }
                return try finite(quantity, at: token.range)
            default:
                throw CSSValueError(.cssValueInvalid(nil, expected: "a number"), at: token.range)
            }
        case .function(let name, let arguments, let range):
            guard ["calc", "-webkit-calc"].contains(name.lowercased()) else {
                throw CSSValueError(.cssValueInvalid(nil, expected: "a number or 'calc()'"), at: range)
            }
            return try finite(try sum(arguments, range: range), at: range)
        case .block(_, _, let range):
            throw CSSValueError(.cssValueInvalid(nil, expected: "a number"), at: range)
        }
    }

    private static func finite(_ quantity: CSSQuantity, at range: Range<Int>) throws(CSSValueError)
        -> CSSQuantity
    {
        guard quantity.isFinite else {
            throw CSSValueError(.cssCalcInvalid("the value is not finite"), at: range)
        }
        guard quantity.magnitude <= CSSQuantity.largestMagnitude else {
            throw CSSValueError(.cssNumberTooLarge(quantity.magnitude), at: range)
        }
        return quantity
    }

    /// The value of a sum of products inside `calc()` or parentheses spanning `range`.
    private static func sum(_ values: [CSSComponentValue], range: Range<Int>) throws(CSSValueError)
        -> CSSQuantity
    {
        var cursor = CSSValueCursor(values, range: range)
        var total = try product(&cursor)
        while let operation = cursor.current {
            guard let token = operation.token, token.isDelim("+") || token.isDelim("-") else {
                throw CSSValueError(.cssCalcInvalid("expected '+', '-', '*' or '/'"), at: operation.range)
            }
            cursor.index += 1
            let right = try product(&cursor)
            total = try add(total, token.isDelim("-") ? scaled(right, by: -1) : right, at: operation.range)
        }
        return total
    }

    private static func product(_ cursor: inout CSSValueCursor) throws(CSSValueError) -> CSSQuantity {
        var result = try operand(&cursor)
        while let operation = cursor.current?.token, operation.isDelim("*") || operation.isDelim("/") {
            cursor.index += 1
            let right = try operand(&cursor)
            if operation.isDelim("*") {
                if result.kind == .number {
                    result = scaled(right, by: result.value)
                } else if right.kind == .number {
                    result = scaled(result, by: right.value)
                } else {
                    throw CSSValueError(
                        .cssCalcInvalid("one side of '*' must be a number"), at: operation.range)
                }
            } else {
                guard right.kind == .number else {
                    throw CSSValueError(.cssCalcInvalid("'/' divides by a number"), at: operation.range)
                }
                guard right.value != 0 else {
                    throw CSSValueError(.cssCalcInvalid("division by zero"), at: operation.range)
                }
                result = scaled(result, by: 1 / right.value)
            }
        }
        return result
    }

    private static func operand(_ cursor: inout CSSValueCursor) throws(CSSValueError) -> CSSQuantity {
        let here = cursor.here
        guard let value = cursor.advance() else {
            throw CSSValueError(.cssCalcInvalid("expected a value"), at: here)
        }
        if case .block(.openParen, let contents, let range) = value { return try sum(contents, range: range) }
        if let keyword = value.keyword {
            switch keyword {
            case "pi": return CSSQuantity(.number, Double.pi)
            case "e": return CSSQuantity(.number, 2.718281828459045)
            default: throw CSSValueError(.cssCalcInvalid("unknown constant '\(keyword)'"), at: value.range)
            }
        }
        return try quantity(value)
    }

    private static func scaled(_ quantity: CSSQuantity, by factor: Double) -> CSSQuantity {
        var result = quantity
        result.value *= factor
        result.length = result.length * factor
        return result
    }

    private static func add(_ lhs: CSSQuantity, _ rhs: CSSQuantity, at range: Range<Int>)
        throws(CSSValueError) -> CSSQuantity
    {
        if lhs.kind == rhs.kind {
            var result = lhs
            result.value += rhs.value
            result.length = lhs.length + rhs.length
            return result
        }
        if let left = lhs.asLength, let right = rhs.asLength { return CSSQuantity(length: left + right) }
        throw CSSValueError(
            .cssCalcInvalid("cannot add \(describe(lhs.kind)) and \(describe(rhs.kind))"), at: range)
    }

    /// A kind as messages name it.
    static func describe(_ kind: CSSQuantity.Kind) -> String {
        switch kind {
        case .number: return "a number"
        case .percentage: return "a percentage"
        case .length: return "a length"
        case .angle: return "an angle"
        case .time: return "a time"
        }
    }
}
