import Testing

@testable import EffectsText

@Suite struct PowersOfTenTests {
    @Test func everyEntryIsTheRoundedUpPowerOfTen() {
        let exact = ExactPowers()
        var wrong: [Int] = []
        for e in PowersOfTen.minimumExponent...PowersOfTen.maximumExponent {
            // ⌊10^e · 2^(127 - f)⌋ + 1 with f = ⌊e·log2(10)⌋.
            let shift = 127 - ShortestDecimal.floorLog2Pow10(e)
            var value: BigUnsigned
            if e >= 0 {
                value = exact.ten(e)
                if shift >= 0 { value.shiftLeft(by: shift) } else { value.shiftRight(by: -shift) }
            } else {
                value = BigUnsigned(1)
                value.shiftLeft(by: shift)
                // ⌊⌊x / 10^a⌋ / 10^b⌋ = ⌊x / 10^(a+b)⌋, so divide a few digits at a time.
                var remaining = -e
                while remaining > 0 {
                    let step = min(remaining, 9)
                    _ = value.divide(by: UInt32(DecimalDigits.power(step)))
                    remaining -= step
                }
            }
            value.add(1)
            let low = value.lowWord
            value.shiftRight(by: 64)
            let high = value.lowWord
            value.shiftRight(by: 64)
            let entry = PowersOfTen.entry(e)
            if !value.isZero || entry.high != high || entry.low != low || high >> 63 != 1 { wrong.append(e) }
        }
        #expect(wrong.isEmpty, "wrong entries for 10^\(wrong.prefix(10))")
        #expect(
            PowersOfTen.words.count == 2 * (PowersOfTen.maximumExponent - PowersOfTen.minimumExponent + 1))
    }
}
