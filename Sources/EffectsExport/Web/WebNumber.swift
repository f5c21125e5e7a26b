import EffectsCore
import Foundation

/// Numbers as a person writes them in CSS, JSON and the preview page: the shortest decimal of the
/// value meant, in plain digits.
///
/// Arithmetic leaves the last bits of a result off the decimal it stands for (`1.2 · 1000` is
/// 1200.0000000000002); a value within four units in the last place of a decimal of 15 significant
/// digits is written as that decimal (`1200`), which no browser, whose lengths are float32, can
/// tell apart. Everything else is written with the shortest digits that read back as itself.
enum WebNumber {
    /// `12.5`, `0`, `1200`, `0.00001`; never `-0` or an exponent for a number from 10⁻²⁰ to 10²⁰.
    static func text(_ value: Double) -> String {
        guard value.isFinite else { return ParameterValue.number(value).description }
        let meant = intended(value)
        if meant == 0 { return "0" }
        return plain(ParameterValue.number(meant).description)
    }

    /// A time in milliseconds as CSS seconds: `1.2s`, `0s`, `-0.05s`.
    static func seconds(milliseconds: Double) -> String {
        text(intended(milliseconds) / 1000) + "s"
    }

    /// The decimal of 15 significant digits `value` stands for, when it is within four units in its
    /// last place; else `value`.
    static func intended(_ value: Double) -> Double {
        guard value.isFinite, value != 0 else { return value == 0 ? 0 : value }
        guard let rounded = Double(String(format: "%.15g", value)) else { return value }
        return abs(rounded - value) <= 4 * value.ulp ? rounded : value
    }

    /// `text` with an exponent (`1e-05`, `2.5e+21`) written out in digits when the exponent is at
    /// most 20 either way.
    private static func plain(_ text: String) -> String {
        guard let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }),
            let exponent = Int(text[text.index(after: e)...]), abs(exponent) <= 20
        else { return text }
        var mantissa = String(text[..<e])
        let negative = mantissa.hasPrefix("-")
        if negative { mantissa.removeFirst() }
        let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        let whole = parts.first.map(String.init) ?? ""
        let fraction = parts.count > 1 ? String(parts[1]) : ""
        let digits = whole + fraction
        // Where the decimal point goes in `digits`, counted from its start.
        let point = whole.count + exponent
        let written: String
        if point <= 0 {
            written = "0." + String(repeating: "0", count: -point) + digits
        } else if point >= digits.count {
            written = digits + String(repeating: "0", count: point - digits.count)
        } else {
            written = String(digits.prefix(point)) + "." + String(digits.dropFirst(point))
        }
        return (negative ? "-" : "") + written
    }
}
