extension NumberFormatting {
    /// Writes the shortest round-trip text of finite `value` to `out` (at least 32 bytes of room)
    /// and returns its length, at most 25 bytes.
    ///
    /// With the decimal point position n (value = 0.d₁d₂…dₖ × 10ⁿ) the layout is JavaScript's: plain
    /// digits when -6 < n ≤ 21, padded with zeros up to the point when k ≤ n ("100",
    /// "123456789012345680000"); otherwise one digit, the rest after a point, and a signed exponent
    /// ("1e-7", "1.5e+21").
    static func writeShortest(_ value: Double, to out: UnsafeMutablePointer<UInt8>) -> Int {
        let decimal = shortestDigits(value)
        guard decimal.significand != 0 else {
            out[0] = ASCII.zero
            return 1
        }
        var position = 0
        if value < 0 {
            out[0] = ASCII.minus
            position = 1
        }
        let digitCount = DecimalDigits.count(decimal.significand)
        let point = digitCount + decimal.exponent
        if digitCount <= point && point <= 21 {
            DecimalDigits.write(decimal.significand, count: digitCount, endingAt: out + position + digitCount)
            position += digitCount
            for _ in 0..<(point - digitCount) {
                out[position] = ASCII.zero
                position += 1
            }
        } else if 0 < point && point <= 21 {
            // Write the digits one place to the right, then move the integer digits back over the
            // gap and put the point where they were.
            DecimalDigits.write(
                decimal.significand, count: digitCount, endingAt: out + position + 1 + digitCount)
            for index in 0..<point { out[position + index] = out[position + 1 + index] }
            out[position + point] = ASCII.point
            position += digitCount + 1
        } else if -6 < point && point <= 0 {
            out[position] = ASCII.zero
            out[position + 1] = ASCII.point
            position += 2
            for _ in 0..<(-point) {
                out[position] = ASCII.zero
                position += 1
            }
            DecimalDigits.write(decimal.significand, count: digitCount, endingAt: out + position + digitCount)
            position += digitCount
        } else {
            DecimalDigits.write(
                decimal.significand, count: digitCount, endingAt: out + position + 1 + digitCount)
            out[position] = out[position + 1]
            if digitCount == 1 {
                position += 1
            } else {
                out[position + 1] = ASCII.point
                position += digitCount + 1
            }
            let exponent = point - 1
            out[position] = ASCII.lowercaseE
            out[position + 1] = exponent < 0 ? ASCII.minus : ASCII.plus
            position += 2
            let magnitude = UInt64(exponent.magnitude)
            let exponentDigits = magnitude >= 100 ? 3 : magnitude >= 10 ? 2 : 1
            DecimalDigits.write(magnitude, count: exponentDigits, endingAt: out + position + exponentDigits)
            position += exponentDigits
        }
        return position
    }

    /// The shortest round-trip digits of finite `value`'s magnitude.
    ///
    /// The single entry point for digit generation, so the algorithm behind it can be swapped
    /// without touching the layout.
    @inline(__always)
    static func shortestDigits(_ value: Double) -> ShortestDecimal {
        ShortestDecimal.of(value)
    }
}
