extension NumberText {
    /// `value` rounded to `digits` (1...17) significant decimal digits, ties away from zero:
    /// 1200 for 1200.0000000000002 at 15 digits, 0.1 for 0.1 at any count.
    ///
    /// The digits rounded are those of the shortest decimal that reads back as `value` (the one
    /// ``shortest(_:)`` writes), not of its exact binary expansion; the two roundings differ only on
    /// a tie of the shortest decimal, never by more than one unit in the last kept digit. Zero and
    /// non-finite values are returned as they are.
    package static func significantValue(_ value: Double, digits: Int) -> Double {
        guard value.isFinite, value != 0 else { return value }
        let kept = min(max(digits, 1), 17)
        let decimal = ShortestDecimal.of(value.magnitude)
        let count = DecimalDigits.count(decimal.significand)
        guard count > kept else { return value }
        var divisor: UInt64 = 1
        for _ in 0..<(count - kept) { divisor *= 10 }
        let (quotient, remainder) = decimal.significand.quotientAndRemainder(dividingBy: divisor)
        let significand = remainder * 2 >= divisor ? quotient + 1 : quotient
        let exponent = decimal.exponent + count - kept
        // `Double(String)` reads a decimal correctly rounded, which no product of powers of ten does.
        let text = (value < 0 ? "-" : "") + String(significand) + "e" + String(exponent)
        return Double(text) ?? value
    }
}
