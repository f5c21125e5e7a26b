/// The text forms of parameter values: how numbers are printed, scanned and converted between units.
enum ParameterText {
    /// A unit a number may be written in, and how to convert it to the parameter's unit.
    struct UnitConversion {
        /// The suffix as written after the number (`ms`, `deg`).
        var suffix: String
        /// The value in the parameter's unit is `number * scale / divisor`; dividing last keeps
        /// `300ms` exactly `0.3` and `180deg` exactly `pi`.
        var scale: Double
        /// See `scale`.
        var divisor: Double
    }

    /// The units a number for a parameter in `unit` may carry; the parameter's own unit comes first.
    static func conversions(to unit: String) -> [UnitConversion] {
        switch unit {
        case "s":
            return [.init(suffix: "s", scale: 1, divisor: 1), .init(suffix: "ms", scale: 1, divisor: 1000)]
        case "ms":
            return [.init(suffix: "ms", scale: 1, divisor: 1), .init(suffix: "s", scale: 1000, divisor: 1)]
        case "rad":
            return [
                .init(suffix: "rad", scale: 1, divisor: 1), .init(suffix: "deg", scale: .pi, divisor: 180),
            ]
        case "deg":
            return [
                .init(suffix: "deg", scale: 1, divisor: 1), .init(suffix: "rad", scale: 180, divisor: .pi),
            ]
        default:
            return [.init(suffix: unit, scale: 1, divisor: 1)]
        }
    }

    /// Whether `text`, without a sign and in any letter case, names a non-finite number.
    static func namesNonFinite(_ text: Substring) -> Bool {
        let unsigned = text.first == "+" || text.first == "-" ? text.dropFirst() : text
        return ["nan", "inf", "infinity"].contains(unsigned.lowercased())
    }

    /// The length of the decimal number at the start of `text`, in UTF-8 bytes, or `nil` if none.
    ///
    /// The grammar is `[+-] digits [. digits] [(e|E) [+-] digits]` with at least one digit before
    /// the exponent. An `e` not followed by digits is left for the unit, and hexadecimal,
    /// `nan` and `inf` are not numbers here.
    static func numberLength(_ text: Substring) -> Int? {
        let bytes = Array(text.utf8)
        var index = 0
        func skipDigits() -> Int {
            let start = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
                index += 1
            }
            return index - start
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
            index += 1
        }
        var digits = skipDigits()
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            digits += skipDigits()
        }
        guard digits > 0 else { return nil }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            let mantissaEnd = index
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            if skipDigits() == 0 { index = mantissaEnd }
        }
        return index
    }

    /// `text` without leading and trailing white space.
    static func trimmed(_ text: Substring) -> Substring {
        guard let first = text.firstIndex(where: { !$0.isWhitespace }),
            let last = text.lastIndex(where: { !$0.isWhitespace })
        else { return text[text.endIndex...] }
        return text[first...last]
    }
}
