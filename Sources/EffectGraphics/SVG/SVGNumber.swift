import EffectsCore
import EffectsText
import Platform

/// Fixed, locale-free number formatting for SVG attributes and labels: the same input always gives the
/// same text, never `-0`, `nan` or `inf`.
///
/// TODO: use the core's `NumberFormatting.string(_:style:)` once branch `tables` lands on main.
enum SVGNumber {
    /// The largest magnitude written; larger values are clamped so attributes stay finite and short.
    static let limit = 1e12

    /// The text of `value` rounded to `decimals` places (0...6).
    ///
    /// Trailing zeros are dropped unless `keepsZeros`. Non-finite values are written as 0 (callers
    /// filter them; this keeps the XML valid regardless).
    static func string(_ value: Double, decimals: Int = 2, keepsZeros: Bool = false) -> String {
        let places = min(max(decimals, 0), 6)
        let clamped = value.isFinite ? min(max(value, -limit), limit) : 0
        var scale: Int64 = 1
        for _ in 0..<places { scale *= 10 }
        let scaled = (clamped * Double(scale)).rounded(.toNearestOrAwayFromZero)
        // |scaled| ≤ 1e18 fits in Int64 (limit · 10^6).
        let units = Int64(scaled)
        let magnitude = units.magnitude
        let whole = magnitude / UInt64(scale)
        var fraction = places == 0 ? "" : String(magnitude % UInt64(scale))
        if places > 0 {
            fraction = String(repeating: "0", count: places - fraction.count) + fraction
            if !keepsZeros {
                while fraction.last == "0" { fraction.removeLast() }
            }
        }
        let sign = units < 0 ? "-" : ""
        return fraction.isEmpty ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
    }

    /// `value` in scientific notation with `decimals` mantissa places: `1.5e-7`, `2.0e6`.
    static func scientific(_ value: Double, decimals: Int) -> String {
        guard value.isFinite, value != 0 else { return "0" }
        var exponent = Int(log10Floor(value.magnitude))
        var mantissa = value / power10(exponent)
        // Rounding may carry the mantissa to 10 (9.96 → "10.0"): renormalise.
        if string(mantissa.magnitude, decimals: decimals) == string(10, decimals: decimals) {
            exponent += 1
            mantissa = value / power10(exponent)
        }
        return "\(string(mantissa, decimals: decimals, keepsZeros: true))e\(exponent)"
    }

    /// ⌊log₁₀ x⌋ for a positive finite x, exact at powers of ten.
    static func log10Floor(_ x: Double) -> Double {
        var exponent = Math.log10(x).rounded(.down)
        // log10 may land just below an integer for an exact power of ten: correct by comparison.
        if power10(Int(exponent) + 1) <= x { exponent += 1 }
        if power10(Int(exponent)) > x { exponent -= 1 }
        return exponent
    }

    /// 10 raised to `exponent`.
    static func power10(_ exponent: Int) -> Double {
        Math.pow(10, Double(exponent))
    }
}
