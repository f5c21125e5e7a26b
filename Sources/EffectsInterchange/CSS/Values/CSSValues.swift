/// Reads single values of the types CSS properties take: lengths, angles, numbers, times.
enum CSSValues {
    /// A length, a percentage when `percent` allows it, or a unitless 0.
    static func length(_ value: CSSComponentValue, percent: Bool, what: String) throws(CSSValueError)
        -> CSSLength
    {
        let quantity = try CSSNumeric.quantity(value)
        switch quantity.kind {
        case .length: return quantity.length
        case .percentage where percent: return CSSLength(percent: quantity.value)
        case .number where quantity.value == 0 && isPlainToken(value): return .zero
        default:
            throw CSSValueError(
                .cssValueInvalid(what, expected: percent ? "a length or a percentage" : "a length"),
                at: value.range)
        }
    }

    /// An angle in radians, or a unitless 0.
    static func angle(_ value: CSSComponentValue, what: String) throws(CSSValueError) -> Double {
        let quantity = try CSSNumeric.quantity(value)
        switch quantity.kind {
        case .angle: return quantity.value
        case .number where quantity.value == 0 && isPlainToken(value): return 0
        default:
            throw CSSValueError(
                .cssValueInvalid(what, expected: "an angle ('45deg', '0.5turn')"), at: value.range)
        }
    }

    /// A number.
    static func number(_ value: CSSComponentValue, what: String) throws(CSSValueError) -> Double {
        let quantity = try CSSNumeric.quantity(value)
        guard quantity.kind == .number else {
            throw CSSValueError(.cssValueInvalid(what, expected: "a number"), at: value.range)
        }
        return quantity.value
    }

    /// A number, or a percentage as a fraction (`50%` is 0.5).
    static func fraction(_ value: CSSComponentValue, what: String) throws(CSSValueError) -> Double {
        let quantity = try CSSNumeric.quantity(value)
        switch quantity.kind {
        case .number: return quantity.value
        case .percentage: return quantity.value / 100
        default:
            throw CSSValueError(.cssValueInvalid(what, expected: "a number or a percentage"), at: value.range)
        }
    }

    /// A time in seconds (`2s`, `150ms`).
    static func time(_ value: CSSComponentValue, what: String) throws(CSSValueError) -> Double {
        let quantity = try CSSNumeric.quantity(value)
        guard quantity.kind == .time else {
            throw CSSValueError(.cssValueInvalid(what, expected: "a time ('1s', '250ms')"), at: value.range)
        }
        return quantity.value
    }

    /// Whether `value` is a single token rather than a `calc()` (a unitless 0 counts only as a token).
    private static func isPlainToken(_ value: CSSComponentValue) -> Bool {
        value.token != nil
    }

    /// The one value of `values` (whitespace aside), or an error naming `what` it should be.
    static func single(
        _ values: [CSSComponentValue], range: Range<Int>, what: String, expected: String
    ) throws(CSSValueError) -> CSSComponentValue {
        let cursor = CSSValueCursor(values, range: range)
        guard cursor.values.count == 1, let value = cursor.current else {
            let at = cursor.values.count > 1 ? cursor.values[1].range : range
            throw CSSValueError(.cssValueInvalid(what, expected: expected), at: at)
        }
        return value
    }
}
