import Testing

@testable import EffectsText

@Suite struct LogarithmApproximationTests {
    let exact = ExactPowers()

    @Test func floorLog10Pow2IsExactForEveryDoubleExponent() {
        var wrong: [Int] = []
        for q in -1100...1100 {
            let k = ShortestDecimal.floorLog10Pow2(q)
            // 10^k ≤ 2^q and not 10^(k+1) ≤ 2^q.
            let isFloor =
                exact.isAtMost(PowerProduct(tens: k), PowerProduct(twos: q))
                && !exact.isAtMost(PowerProduct(tens: k + 1), PowerProduct(twos: q))
            if !isFloor { wrong.append(q) }
        }
        #expect(wrong.isEmpty, "wrong for q in \(wrong.prefix(10))")
    }

    @Test func floorLog10ThreeQuartersPow2IsExactForEveryDoubleExponent() {
        var wrong: [Int] = []
        for q in -1100...1100 {
            let k = ShortestDecimal.floorLog10ThreeQuartersPow2(q)
            // 10^k ≤ 3 · 2^(q-2) and not 10^(k+1) ≤ 3 · 2^(q-2).
            let isFloor =
                exact.isAtMost(PowerProduct(tens: k), PowerProduct(twos: q - 2, threes: 1))
                && !exact.isAtMost(PowerProduct(tens: k + 1), PowerProduct(twos: q - 2, threes: 1))
            if !isFloor { wrong.append(q) }
        }
        #expect(wrong.isEmpty, "wrong for q in \(wrong.prefix(10))")
    }

    @Test func floorLog2Pow10IsExactOverTheTable() {
        var wrong: [Int] = []
        for e in -350...350 {
            let f = ShortestDecimal.floorLog2Pow10(e)
            // 2^f ≤ 10^e and not 2^(f+1) ≤ 10^e.
            let isFloor =
                exact.isAtMost(PowerProduct(twos: f), PowerProduct(tens: e))
                && !exact.isAtMost(PowerProduct(twos: f + 1), PowerProduct(tens: e))
            if !isFloor { wrong.append(e) }
        }
        #expect(wrong.isEmpty, "wrong for e in \(wrong.prefix(10))")
    }
}
