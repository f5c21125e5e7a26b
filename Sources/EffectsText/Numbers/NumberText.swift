/// Numbers as every fxkit library and the tool write them: one engine (``NumberFormatting``), one
/// exponent spelling and one seconds spelling, never `-0`, never dependent on the locale.
///
/// The exponent is JavaScript's: "1e-7", "1.5e+21" (no zero padding, a sign on both sides), used
/// below 1e-6 and from 1e21 on, so JSON, CSS and JavaScript read every text back. Seconds are
/// "1.2 s", a space between the number and its unit. Non-finite values are "nan", "inf" and
/// "-inf", which `Double(String)` reads back.
public enum NumberText {
    /// The shortest text that reads back as `value`: "0.25", "90", "1e-7".
    public static func shortest(_ value: Double) -> String {
        NumberFormatting.string(value, style: .shortest)
    }

    /// `value` with exactly `digits` (0...17) digits after the point, correctly rounded from its exact
    /// binary value (ties to even): "0.250", never "-0.000".
    public static func fixed(_ value: Double, digits: Int) -> String {
        NumberFormatting.string(value, style: .fixed(digits: digits))
    }

    /// `value` rounded to at most `digits` decimals (ties away from zero), as its shortest text:
    /// "0.1378" for 0.13776 at 4 digits, "2" for 2.00001.
    ///
    /// For reading, not for reading back; a value too large to scale has no decimals to round and is
    /// written as it is.
    public static func rounded(_ value: Double, digits: Int) -> String {
        shortest(roundedValue(value, digits: digits))
    }

    /// A duration in seconds: "1.2 s"; with `digits`, rounded as ``rounded(_:digits:)`` does: "1.358 s"
    /// for 1.3582866909233027 at 3 digits.
    public static func seconds(_ value: Double, digits: Int? = nil) -> String {
        (digits.map { rounded(value, digits: $0) } ?? shortest(value)) + " s"
    }

    /// A fraction as a percentage rounded to at most `digits` decimals, for reading: "60%" for 0.6,
    /// "33.3333%" for 1/3 at 4 digits.
    public static func percent(_ fraction: Double, digits: Int) -> String {
        rounded(fraction * 100, digits: digits) + "%"
    }

    /// `value` in scientific notation with `digits` (0...6) mantissa decimals.
    ///
    /// The exponent is spelt as ``shortest(_:)`` spells it: "1.5e-7", "2e+6", "1.0e+6" for 9.96e5 at
    /// 1 digit. Zero and non-finite values are written as ``shortest(_:)`` writes them.
    public static func scientific(_ value: Double, digits: Int) -> String {
        guard value.isFinite, value != 0 else { return shortest(value) }
        let places = min(max(digits, 0), 6)
        // The mantissa comes from the shortest decimal's digits, so that no power of ten beyond a
        // `Double`'s range is ever needed (5e-324 would need 1e324).
        let decimal = ShortestDecimal.of(value.magnitude)
        let count = DecimalDigits.count(decimal.significand)
        var exponent = decimal.exponent + count - 1
        let sign: Double = value < 0 ? -1 : 1
        var mantissa = roundedValue(sign * Double(decimal.significand) / power(count - 1), digits: places)
        // Rounding may carry the mantissa to 10 (9.96 → 10.0): renormalise.
        if mantissa.magnitude >= 10 {
            exponent += 1
            mantissa /= 10
        }
        let exponentSign = exponent < 0 ? "-" : "+"
        return fixed(mantissa, digits: places) + "e" + exponentSign + String(exponent.magnitude)
    }

    /// `value` rounded to at most `digits` decimals, ties away from zero; `value` itself when scaling
    /// it overflows.
    package static func roundedValue(_ value: Double, digits: Int) -> Double {
        var scale = 1.0
        for _ in 0..<min(max(digits, 0), NumberStyle.maximumFixedDigits) { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        return rounded.isFinite ? rounded : value
    }

    /// 10 raised to `exponent` (0...22: exactly).
    private static func power(_ exponent: Int) -> Double {
        var result = 1.0
        for _ in 0..<exponent { result *= 10 }
        return result
    }
}
