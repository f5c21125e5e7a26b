extension NumberFormatting {
    /// Writes the shortest round-trip text of finite `value` to `out` and returns its length, at
    /// most 25 bytes; `out` needs `scratchCapacity` bytes of room, as whole words are stored.
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
        // The digits go to a stack block first (17 bytes, zero-padded, plus room for 24-byte word
        // copies), then into place with a few word moves instead of byte loops.
        var block: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0)
        return withUnsafeMutableBytes(of: &block) { raw in
            guard let base = raw.baseAddress else { return 0 }
            let digitCount = DecimalDigits.writeRightAligned(decimal.significand, minimumDigits: 1, to: base)
            let digits = UnsafeRawPointer(base + (17 - digitCount))
            return layOutShortest(
                digits: digits, count: digitCount, point: digitCount + decimal.exponent,
                isNegative: value < 0,
                to: out)
        }
    }

    /// Writes the sign and the `count` ASCII digits at `digits` (readable 24 bytes past every digit)
    /// with the decimal point after `point` digits, in JavaScript's layout.
    @inline(__always)
    private static func layOutShortest(
        digits: UnsafeRawPointer, count: Int, point: Int, isNegative: Bool,
        to out: UnsafeMutablePointer<UInt8>
    ) -> Int {
        var position = 0
        if isNegative {
            out[0] = ASCII.minus
            position = 1
        }
        let raw = UnsafeMutableRawPointer(out)
        if count <= point && point <= 21 {
            // An integer: the digits, then zeros up to the point (at most 20).
            DecimalDigits.copy24(from: digits, to: raw + position)
            for offset in stride(from: 0, to: 24, by: 8) {
                (raw + position + count).storeBytes(
                    of: DecimalDigits.asciiZeros, toByteOffset: offset, as: UInt64.self)
            }
            return position + point
        }
        if 0 < point && point <= 21 {
            // Digits on both sides of the point.
            DecimalDigits.copy24(from: digits, to: raw + position)
            out[position + point] = ASCII.point
            DecimalDigits.copy24(from: digits + point, to: raw + position + point + 1)
            return position + count + 1
        }
        if -6 < point && point <= 0 {
            // "0.", up to five zeros, the digits.
            out[position] = ASCII.zero
            out[position + 1] = ASCII.point
            (raw + position + 2).storeBytes(of: DecimalDigits.asciiZeros, as: UInt64.self)
            DecimalDigits.copy24(from: digits, to: raw + position + 2 - point)
            return position + 2 - point + count
        }
        // Exponent form: one digit, the rest after a point, a signed exponent.
        out[position] = digits.load(as: UInt8.self)
        position += 1
        if count > 1 {
            out[position] = ASCII.point
            DecimalDigits.copy24(from: digits + 1, to: raw + position + 1)
            position += count
        }
        let exponent = point - 1
        out[position] = ASCII.lowercaseE
        out[position + 1] = exponent < 0 ? ASCII.minus : ASCII.plus
        position += 2
        let magnitude = UInt64(exponent.magnitude)
        let exponentDigits = magnitude >= 100 ? 3 : magnitude >= 10 ? 2 : 1
        DecimalDigits.write(magnitude, count: exponentDigits, endingAt: out + position + exponentDigits)
        return position + exponentDigits
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
