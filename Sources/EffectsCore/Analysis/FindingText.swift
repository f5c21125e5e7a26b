/// Numbers as findings print them: rounded for reading, shortest text, never `-0`.
enum FindingText {
    /// `0.1378`, `(90, -20)`: at most 4 decimals.
    static func value(_ value: Value) -> String {
        guard value.count > 1 else { return rounded(value.x, digits: 4) }
        return "(" + value.components.map { rounded($0, digits: 4) }.joined(separator: ", ") + ")"
    }

    /// `1.2s`.
    static func seconds(_ seconds: Double) -> String { rounded(seconds, digits: 6) + "s" }

    /// `60%`.
    static func percent(_ fraction: Double) -> String { rounded(fraction * 100, digits: 4) + "%" }

    /// `number` to at most `digits` decimals, as the other texts round.
    static func rounded(_ number: Double, digits: Int) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = (number * scale).rounded() / scale
        return NumberFormatting.string(rounded.isFinite ? rounded : number)
    }
}
