/// Decimal number text shifted by powers of ten without rounding: how ``DSLPrinter`` writes a key
/// time as a percentage that reads back as exactly the same `Double`.
enum DecimalText {
    /// `text` (a finite decimal such as `0.5`, `-1.25`, `3e-05`) multiplied by 10^`power`, written
    /// without an exponent: `percentText` of 0.3333333333333333 is `33.33333333333333`.
    ///
    /// The digits are only moved, so a reader that rounds decimals correctly reads the result divided
    /// by 10^`power` back as the number `text` names.
    static func shifted(_ text: String, by power: Int) -> String {
        var body = Substring(text)
        var negative = false
        if body.first == "-" {
            negative = true
            body = body.dropFirst()
        }
        var exponent = 0
        if let marker = body.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            exponent = Int(body[body.index(after: marker)...]) ?? 0
            body = body[..<marker]
        }
        var digits = ""
        var pointPosition = body.count
        for (index, character) in body.enumerated() {
            if character == "." {
                pointPosition = index
            } else {
                digits.append(character)
            }
        }
        pointPosition += exponent + power
        // Pad with zeros so the point falls inside or at the ends of the digits.
        if pointPosition <= 0 {
            digits = String(repeating: "0", count: 1 - pointPosition) + digits
            pointPosition = 1
        }
        if pointPosition > digits.count {
            digits += String(repeating: "0", count: pointPosition - digits.count)
        }
        var whole = String(digits.prefix(pointPosition))
        var fraction = String(digits.dropFirst(pointPosition))
        while whole.count > 1, whole.first == "0" { whole.removeFirst() }
        while fraction.last == "0" { fraction.removeLast() }
        let result = fraction.isEmpty ? whole : whole + "." + fraction
        return negative && result != "0" ? "-" + result : result
    }

    /// A fraction as a percentage that reads back exactly: 0.5 → `50%`.
    static func percent(_ fraction: Double) -> String {
        shifted(DSLLiteral.number(fraction), by: 2) + "%"
    }
}
