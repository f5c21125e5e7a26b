import EffectsText

/// Numbers as a person writes them in CSS, JSON and the preview page: the shortest text
/// (``NumberText/shortest(_:)``) of the decimal the value stands for.
///
/// Arithmetic leaves the last bits of a result off the decimal it stands for (`1.2 · 1000` is
/// 1200.0000000000002); a value within four units in the last place of a decimal of 15 significant
/// digits is written as that decimal (`1200`), which no browser, whose lengths are float32, can
/// tell apart. Everything else is written with the shortest digits that read back as itself.
enum WebNumber {
    /// `12.5`, `0`, `1200`, `1e-7`; never `-0`.
    static func text(_ value: Double) -> String {
        NumberText.shortest(intended(value))
    }

    /// A time in milliseconds as CSS seconds: `1.2s`, `0s`, `-0.05s`.
    static func seconds(milliseconds: Double) -> String {
        text(intended(milliseconds) / 1000) + "s"
    }

    /// The decimal of 15 significant digits `value` stands for, when it is within four units in its
    /// last place; else `value`.
    static func intended(_ value: Double) -> Double {
        guard value.isFinite, value != 0 else { return value == 0 ? 0 : value }
        let rounded = NumberText.significantValue(value, digits: 15)
        return abs(rounded - value) <= 4 * value.ulp ? rounded : value
    }
}
