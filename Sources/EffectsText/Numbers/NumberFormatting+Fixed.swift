extension NumberFormatting {
    /// Writes finite `value` with `digits` (0...17) digits after the point to `out` (room for
    /// `scratchCapacity` bytes) and returns the length, or `nil` when |value| ≥ 2^64.
    ///
    /// With value = c·2^q, the text is round-half-even(c·10^digits / 2^-q), split at the point. The
    /// integer bits of c need no scaling; only the fraction bits f are scaled, f·10^digits < 2^110,
    /// so a pair of 64-bit words holds it exactly and no 128-bit division is needed.
    static func writeFixed(_ value: Double, digits: Int, to out: UnsafeMutablePointer<UInt8>) -> Int? {
        guard let (integerPart, fractionPart) = fixedParts(value, digits: digits) else { return nil }
        var position = 0
        if value < 0 && (integerPart != 0 || fractionPart != 0) {
            out[0] = ASCII.minus
            position = 1
        }
        var block: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &block) { raw in
            guard let base = raw.baseAddress else { return }
            let text = UnsafeMutableRawPointer(out)
            if integerPart < 100_000_000_000_000_000 {
                let count = DecimalDigits.writeRightAligned(integerPart, minimumDigits: 1, to: base)
                DecimalDigits.copy24(from: base + (17 - count), to: text + position)
                position += count
            } else {
                let count = DecimalDigits.count(integerPart)
                DecimalDigits.write(integerPart, count: count, endingAt: out + position + count)
                position += count
            }
            if digits > 0 {
                out[position] = ASCII.point
                _ = DecimalDigits.writeRightAligned(fractionPart, minimumDigits: digits, to: base)
                DecimalDigits.copy24(from: base + (17 - digits), to: text + position + 1)
                position += digits + 1
            }
        }
        return position
    }

    /// The integer part of |`value`| and its fraction scaled by 10^digits and rounded half to even
    /// (the fraction carried into the integer when it rounds up to 10^digits); `nil` when |value| ≥
    /// 2^64.
    @inline(__always)
    private static func fixedParts(_ value: Double, digits: Int) -> (integer: UInt64, fraction: UInt64)? {
        let bits = value.bitPattern
        let fraction = bits & (1 << 52 - 1)
        let biasedExponent = Int(truncatingIfNeeded: (bits >> 52) & 0x7FF)
        let significand = biasedExponent == 0 ? fraction : fraction | 1 << 52
        let binaryExponent = biasedExponent == 0 ? -1074 : biasedExponent - 1075
        var integerPart: UInt64 = 0
        var fractionPart: UInt64 = 0
        if significand != 0 {
            if binaryExponent >= 0 {
                guard binaryExponent <= 11 else { return nil }
                integerPart = significand << UInt64(binaryExponent)
            } else {
                let shift = -binaryExponent
                let fractionBits: UInt64
                if shift < 64 {
                    integerPart = significand >> UInt64(shift)
                    fractionBits = significand & (1 << UInt64(shift) - 1)
                } else {
                    fractionBits = significand
                }
                let scale = DecimalDigits.power(digits)
                // A tie rounds to an even last printed digit: the integer's last digit when there
                // are no fraction digits, else the last fraction digit (10^digits is even).
                let scaledFraction = shiftRightRoundingHalfEven(
                    fractionBits.multipliedFullWidth(by: scale), by: shift,
                    isOddBelow: digits == 0 && integerPart & 1 == 1)
                fractionPart = scaledFraction.low
                if fractionPart == scale {
                    integerPart += 1
                    fractionPart = 0
                }
            }
        }
        return (integerPart, fractionPart)
    }

    /// ⌊value / 2^shift⌉ with ties to even, for a 128-bit `value` below 2^127 and a shift of at
    /// least 1; `isOddBelow` flips the parity a tie looks at (for digits left of the quotient).
    @inline(__always)
    static func shiftRightRoundingHalfEven(
        _ value: (high: UInt64, low: UInt64), by shift: Int, isOddBelow: Bool = false
    ) -> (high: UInt64, low: UInt64) {
        let oddness: UInt64 = isOddBelow ? 1 : 0
        var quotient: (high: UInt64, low: UInt64)
        let roundsUp: Bool
        if shift >= 128 {
            // value < 2^127 ≤ 2^(shift - 1): below one half.
            return (0, 0)
        } else if shift < 64 {
            let bits = UInt64(shift)
            quotient = (value.high >> bits, (value.low >> bits) | (value.high << (64 - bits)))
            let remainder = value.low & (1 << bits - 1)
            let half: UInt64 = 1 << (bits - 1)
            roundsUp = remainder > half || (remainder == half && (quotient.low ^ oddness) & 1 == 1)
        } else {
            let bits = UInt64(shift - 64)
            quotient = (0, value.high >> bits)
            let remainder = (high: value.high & (1 << bits &- 1), low: value.low)
            let half: (high: UInt64, low: UInt64) = bits == 0 ? (0, 1 << 63) : (1 << (bits - 1), 0)
            roundsUp = remainder > half || (remainder == half && (quotient.low ^ oddness) & 1 == 1)
        }
        if roundsUp {
            let (low, overflow) = quotient.low.addingReportingOverflow(1)
            quotient = (quotient.high &+ (overflow ? 1 : 0), low)
        }
        return quotient
    }

    /// Appends the fixed text of finite `value` with |value| ≥ 2^64 (an integer of up to 309 digits).
    package static func appendLargeFixed(_ value: Double, digits: Int, to bytes: inout [UInt8]) {
        let bits = value.bitPattern
        let significand = bits & (1 << 52 - 1) | 1 << 52
        let binaryExponent = Int(truncatingIfNeeded: (bits >> 52) & 0x7FF) - 1075
        var integer = BigUnsigned(significand)
        integer.shiftLeft(by: binaryExponent)
        if value < 0 { bytes.append(ASCII.minus) }
        bytes.append(contentsOf: integer.decimalDigits())
        if digits > 0 {
            bytes.append(ASCII.point)
            bytes.append(contentsOf: repeatElement(ASCII.zero, count: digits))
        }
    }
}
