import EffectsText
import Platform

/// Numbers in SVG attributes and labels: ``NumberText`` with SVG's policy on top, so that attributes
/// stay finite and short whatever the input: never `-0`, `nan` or `inf`.
enum SVGNumber {
    /// The largest magnitude written; larger values are clamped so attributes stay finite and short.
    static let limit = 1e12

    /// The text of `value` rounded to `decimals` places (0...6), ties away from zero.
    ///
    /// Trailing zeros are dropped unless `keepsZeros`. Non-finite values are written as 0 (callers
    /// filter them; this keeps the XML valid regardless).
    static func string(_ value: Double, decimals: Int = 2, keepsZeros: Bool = false) -> String {
        let places = min(max(decimals, 0), 6)
        let clamped = value.isFinite ? min(max(value, -limit), limit) : 0
        guard keepsZeros else { return NumberText.rounded(clamped, digits: places) }
        return NumberText.fixed(NumberText.roundedValue(clamped, digits: places), digits: places)
    }

    /// `value` in scientific notation with `decimals` mantissa places: `1.5e-7`, `2.0e+6`.
    static func scientific(_ value: Double, decimals: Int) -> String {
        guard value.isFinite, value != 0 else { return "0" }
        return NumberText.scientific(value, digits: decimals)
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
