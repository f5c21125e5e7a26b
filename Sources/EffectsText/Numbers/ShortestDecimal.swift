/// The shortest decimal that reads back as a given `Double`: `significand × 10^exponent`.
///
/// Among all decimals inside the double's rounding interval (the reals that parse back to it under
/// round-half-even) it has the fewest significant digits, and among those the one closest to the
/// exact binary value, ties going to the even significand. This is what Swift's `description`,
/// JavaScript's `Number.prototype.toString` and Ryu print.
///
/// The digits come from the Schubfach method (R. Giulietti, "The Schubfach way to render doubles",
/// 2020): scale the value and both ends of its rounding interval by one cached power of ten, rounded
/// to odd so that comparisons against integers stay exact, then pick among at most four candidates.
/// Every step is integer arithmetic on 64-bit words; there is no loop and no fallback.
struct ShortestDecimal: Hashable, Sendable {
    /// The decimal significand without trailing zeros; 0 only for zero.
    var significand: UInt64
    /// The power of ten the significand is scaled by.
    var exponent: Int

    /// The shortest decimal of a finite `value`'s magnitude (the sign is ignored).
    ///
    /// Non-finite input gives a meaningless result; callers check `isFinite` first.
    static func of(_ value: Double) -> ShortestDecimal {
        let bits = value.bitPattern
        let fraction = bits & (1 << 52 - 1)
        let biasedExponent = Int(truncatingIfNeeded: (bits >> 52) & 0x7FF)
        let significand: UInt64
        let binaryExponent: Int
        if biasedExponent == 0 {
            if fraction == 0 { return ShortestDecimal(significand: 0, exponent: 0) }
            significand = fraction
            binaryExponent = -1074
        } else {
            significand = fraction | 1 << 52
            binaryExponent = biasedExponent - 1075
        }
        // Integers below 2^53 are their own shortest form: any other decimal in the (at most one
        // unit wide) interval would need a fractional digit.
        if binaryExponent <= 0 && binaryExponent >= -52 {
            let integer = significand >> UInt64(-binaryExponent)
            if integer << UInt64(-binaryExponent) == significand {
                return ShortestDecimal(significand: integer, exponent: 0).trimmed()
            }
        }
        // The lower neighbour of a power of two is closer than the upper one, except at the
        // bottom of the normal range where the subnormal spacing continues.
        let isAsymmetric = fraction == 0 && biasedExponent > 1
        return schubfach(
            significand: significand, binaryExponent: binaryExponent, isAsymmetric: isAsymmetric)
    }

    /// The core method for `significand × 2^binaryExponent`.
    @inline(__always)
    private static func schubfach(significand c: UInt64, binaryExponent q: Int, isAsymmetric: Bool)
        -> ShortestDecimal
    {
        // Quarter units: the value is 4c, its interval ends 4c ± 2 (4c - 1 below a power of two).
        let center = c << 2
        let upper = center + 2
        let lower = isAsymmetric ? center - 1 : center - 2
        let k = isAsymmetric ? floorLog10ThreeQuartersPow2(q) : floorLog10Pow2(q)
        // Scaling by 10^-k makes the interval between 1 and 10 units wide.
        let shift = q + floorLog2Pow10(-k) + 1
        let (high, low) = PowersOfTen.entry(-k)
        // The shift is 1...4 for every finite double (the tests check all exponents), so masking
        // shifts are exact and spare the range checks.
        let scaledCenter = roundToOdd(high, low, center &<< shift)
        let scaledLower = roundToOdd(high, low, lower &<< shift)
        let scaledUpper = roundToOdd(high, low, upper &<< shift)
        // An odd significand's interval is open: its ends parse to the neighbours.
        let openness: UInt64 = c & 1
        let floorValue = scaledCenter >> 2

        // One digit fewer: at most one multiple of ten fits, as the interval is under ten units.
        let tensBelow = floorValue / 10 * 10
        let tensAbove = tensBelow + 10
        let belowInside = scaledLower + openness <= tensBelow << 2
        let aboveInside = tensAbove << 2 + openness <= scaledUpper
        if belowInside != aboveInside {
            return ShortestDecimal(significand: belowInside ? tensBelow : tensAbove, exponent: k).trimmed()
        }

        // Full length: the two integers around the value; at least one lies in the interval.
        let ceilingValue = floorValue + 1
        let floorInside = scaledLower + openness <= floorValue << 2
        let ceilingInside = ceilingValue << 2 + openness <= scaledUpper
        if floorInside != ceilingInside {
            return ShortestDecimal(significand: floorInside ? floorValue : ceilingValue, exponent: k)
                .trimmed()
        }
        // Both fit: the closer one, ties to even. The quarter units below the floor say which.
        let quarters = scaledCenter & 3
        let takesFloor = quarters < 2 || (quarters == 2 && floorValue & 1 == 0)
        return ShortestDecimal(significand: takesFloor ? floorValue : ceilingValue, exponent: k).trimmed()
    }

    /// `⌊(high·2^64 + low) · factor / 2^128⌋`, with the lowest bit set when the fraction's upper 64
    /// bits are not all zero (round to odd).
    ///
    /// The table entry overestimates the power of ten by less than one unit, so the product exceeds
    /// the exact scaled value by less than 2^-65; Schubfach's analysis shows exact values are never
    /// that close to an integer without being one, so floor and "is it an integer" both come out right.
    @inline(__always)
    private static func roundToOdd(_ high: UInt64, _ low: UInt64, _ factor: UInt64) -> UInt64 {
        let lowProduct = low.multipliedFullWidth(by: factor).high
        let highProduct = high.multipliedFullWidth(by: factor)
        let (middle, carry) = highProduct.low.addingReportingOverflow(lowProduct)
        let integer = highProduct.high &+ (carry ? 1 : 0)
        return integer | (middle == 0 ? 0 : 1)
    }

    /// The same decimal with the trailing zeros of its significand moved into the exponent.
    @inline(__always)
    func trimmed() -> ShortestDecimal {
        // Most full-length results end in a non-zero digit.
        if significand % 10 != 0 || significand == 0 { return self }
        var significand = significand
        var exponent = exponent
        // At most 16 zeros: strip eights, then one four, one two and one one.
        while significand % 100_000_000 == 0 {
            significand /= 100_000_000
            exponent += 8
        }
        if significand % 10_000 == 0 {
            significand /= 10_000
            exponent += 4
        }
        if significand % 100 == 0 {
            significand /= 100
            exponent += 2
        }
        if significand % 10 == 0 {
            significand /= 10
            exponent += 1
        }
        return ShortestDecimal(significand: significand, exponent: exponent)
    }

    /// `⌊q·log10(2)⌋` for |q| ≤ 1700 (checked exhaustively against exact arithmetic by the tests).
    @inline(__always)
    static func floorLog10Pow2(_ q: Int) -> Int {
        (q &* 661_971_961_083) >> 41
    }

    /// `⌊q·log10(2) + log10(3/4)⌋` for |q| ≤ 1700.
    @inline(__always)
    static func floorLog10ThreeQuartersPow2(_ q: Int) -> Int {
        (q &* 661_971_961_083 &- 274_743_187_321) >> 41
    }

    /// `⌊e·log2(10)⌋` for |e| ≤ 400.
    @inline(__always)
    static func floorLog2Pow10(_ e: Int) -> Int {
        (e &* 913_124_641_741) >> 38
    }
}
