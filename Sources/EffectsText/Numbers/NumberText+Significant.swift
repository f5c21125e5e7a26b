extension NumberText {
    /// `value` rounded to `digits` (1...17) significant decimal digits, as C's `printf("%.*g")`
    /// rounds it: 1200 for 1200.0000000000002 at 15 digits, 0.1 for 0.1 at any count.
    ///
    /// Where the kept digits end within 17 places after the point and before it (every value from
    /// 1e-2 to 1e15 at 15 digits), the rounding is of the exact binary value, ties to even, as printf
    /// does. Further out it rounds the shortest decimal that reads back as `value` (ties away from
    /// zero), which differs from printf only when that decimal's dropped digits are exactly one half.
    /// A value whose shortest decimal has no more than `digits` digits, zero and non-finite values
    /// are returned as they are.
    package static func significantValue(_ value: Double, digits: Int) -> Double {
        guard value.isFinite, value != 0 else { return value }
        let kept = min(max(digits, 1), 17)
        let decimal = ShortestDecimal.of(value.magnitude)
        let count = DecimalDigits.count(decimal.significand)
        guard count > kept else { return value }
        let places = kept - 1 - (decimal.exponent + count - 1)
        if (0...NumberStyle.maximumFixedDigits).contains(places) {
            return Double(fixed(value, digits: places)) ?? value
        }
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
