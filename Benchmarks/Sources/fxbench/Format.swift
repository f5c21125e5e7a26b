/// Number formatting for the report lines (plain Swift: no Foundation in the benchmark either).
enum Format {
    /// `value` with exactly `digits` digits after the point.
    static func fixed(_ value: Double, _ digits: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        guard scaled < 9e15 else { return scientific(value, 3) }
        let whole = Int(scaled / scale)
        let fraction = Int(scaled - Double(whole) * scale)
        let sign = value < 0 && scaled > 0 ? "-" : ""
        guard digits > 0 else { return sign + String(whole) }
        let fractionText = String(fraction)
        let padding = String(repeating: "0", count: max(digits - fractionText.count, 0))
        return "\(sign)\(whole).\(padding)\(fractionText)"
    }

    /// `value` as `d.ddde±x` with `digits` digits after the point.
    static func scientific(_ value: Double, _ digits: Int) -> String {
        guard value.isFinite, value != 0 else { return value == 0 ? "0" : fixed(value, 0) }
        var exponent = 0
        var mantissa = abs(value)
        while mantissa >= 10 {
            mantissa /= 10
            exponent += 1
        }
        while mantissa < 1 {
            mantissa *= 10
            exponent -= 1
        }
        var text = fixed(mantissa, digits)
        if text.hasPrefix("10") {
            text = fixed(mantissa / 10, digits)
            exponent += 1
        }
        return "\(value < 0 ? "-" : "")\(text)e\(exponent < 0 ? "-" : "+")\(abs(exponent))"
    }

    /// About three significant digits, without an exponent in the usual benchmark ranges.
    static func short(_ value: Double) -> String {
        let magnitude = abs(value)
        if magnitude == 0 { return "0" }
        if magnitude >= 1e7 || magnitude < 1e-3 { return scientific(value, 2) }
        if magnitude >= 100 { return fixed(value, 0) }
        if magnitude >= 10 { return fixed(value, 1) }
        if magnitude >= 1 { return fixed(value, 2) }
        return fixed(value, 3)
    }

    /// A ratio as `1.23×`.
    static func ratio(_ value: Double) -> String { fixed(value, 2) + "×" }

    /// A count with a power-of-ten shorthand when round (`1e7`), else the digits.
    static func count(_ value: Int) -> String {
        var power = 0
        var rest = value
        while rest >= 10, rest % 10 == 0 {
            rest /= 10
            power += 1
        }
        return rest == 1 && power >= 4 ? "1e\(power)" : String(value)
    }

    /// Bytes as MB (10^6) with two decimals.
    static func megabytes(_ bytes: Int) -> String { fixed(Double(bytes) / 1e6, 2) + " MB" }

    /// Left-justifies `text` in `width` columns.
    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
