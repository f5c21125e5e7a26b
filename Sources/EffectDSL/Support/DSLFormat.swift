import EffectsCore

/// Numbers and values as messages show them: shortest round-trip text, no `.0`, no `-0`.
enum DSLFormat {
    /// `2`, `0.15`, `-0.1377`, `1e-09`.
    static func number(_ number: Double) -> String {
        if number == 0 { return "0" }
        if number.isNaN { return "nan" }
        if number.isInfinite { return number < 0 ? "-infinity" : "infinity" }
        var text = number.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }

    /// A number rounded to at most `digits` decimals for messages (`-0.1377`); one too large to
    /// scale (`1e308`) has no decimals to round and is shown as it is.
    static func rounded(_ number: Double, digits: Int = 4) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = number * scale
        guard scaled.isFinite else { return self.number(number) }
        return self.number(scaled.rounded() / scale)
    }

    /// A scalar as a number, a vector as `(x, y)`.
    static func value(_ value: Value) -> String {
        if value.count == 1 { return number(value.x) }
        var text = "("
        for index in 0..<value.count {
            if index > 0 { text += ", " }
            text += number(value[index])
        }
        text += ")"
        return text
    }

    /// Seconds with the unit: `1.2s`.
    static func seconds(_ seconds: Double) -> String { rounded(seconds, digits: 6) + "s" }

    /// A fraction as a percentage: `60%`.
    static func percent(_ fraction: Double) -> String { rounded(fraction * 100, digits: 4) + "%" }
}
