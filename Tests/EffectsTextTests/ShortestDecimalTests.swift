import TestSupport
import Testing

@testable import EffectsText

/// The digits and decimal point position in a description such as "1.5e-07" or "0.001".
private func digitsAndPoint(ofDescription text: String) -> (digits: String, point: Int) {
    var mantissa = Substring(text)
    var exponent = 0
    if let marker = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
        exponent = Int(text[text.index(after: marker)...]) ?? 0
        mantissa = text[..<marker]
    }
    if mantissa.hasPrefix("-") { mantissa = mantissa.dropFirst() }
    let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
    let integer = parts.first.map(String.init) ?? ""
    var digits = integer + (parts.count > 1 ? String(parts[1]) : "")
    var point = integer.count + exponent
    while digits.hasPrefix("0") {
        digits.removeFirst()
        point -= 1
    }
    while digits.hasSuffix("0") { digits.removeLast() }
    return (digits, point)
}

/// The same for a `ShortestDecimal`.
private func digitsAndPoint(of decimal: ShortestDecimal) -> (digits: String, point: Int) {
    let digits = String(decimal.significand)
    return (digits, digits.count + decimal.exponent)
}

@Suite struct ShortestDecimalTests {
    @Test func agreesWithSwiftDescriptionOnRandomDoubles() {
        var generator = SeededGenerator(seed: 0x5EED_0001)
        var mismatches: [Double] = []
        for _ in 0..<randomCaseCount(200_000) {
            let value = randomFiniteDouble(using: &generator)
            guard value != 0 else { continue }
            let mine = digitsAndPoint(of: ShortestDecimal.of(value))
            let reference = digitsAndPoint(ofDescription: value.description)
            if mine != reference && mismatches.count < 10 { mismatches.append(value) }
        }
        #expect(mismatches.isEmpty, "digits differ from description for \(mismatches)")
    }

    @Test func agreesWithSwiftDescriptionOnEveryPowerOfTwoAndItsNeighbours() {
        var mismatches: [Double] = []
        for exponent in -1074...1023 {
            let power = Double(sign: .plus, exponent: exponent, significand: 1)
            for value in [power.nextDown, power, power.nextUp] where value.isFinite && value > 0 {
                let mine = digitsAndPoint(of: ShortestDecimal.of(value))
                if mine != digitsAndPoint(ofDescription: value.description) { mismatches.append(value) }
            }
        }
        #expect(mismatches.isEmpty, "digits differ from description for \(mismatches.prefix(10))")
    }

    @Test func agreesWithSwiftDescriptionOnTheSmallestAndLargestBitPatterns() {
        var mismatches: [Double] = []
        for offset in UInt64(0)..<4096 {
            for bits in [1 + offset, 0x7FEF_FFFF_FFFF_FFFF - offset, 0x0010_0000_0000_0000 + offset] {
                let value = Double(bitPattern: bits)
                let mine = digitsAndPoint(of: ShortestDecimal.of(value))
                if mine != digitsAndPoint(ofDescription: value.description) { mismatches.append(value) }
            }
        }
        #expect(mismatches.isEmpty, "digits differ from description for \(mismatches.prefix(10))")
    }

    @Test(arguments: [
        (0.1, 1 as UInt64, -1),
        (1, 1, 0),
        (100, 1, 2),
        (0.30000000000000004, 30_000_000_000_000_004, -17),
        (.leastNonzeroMagnitude, 5, -324),
        (2 * .leastNonzeroMagnitude, 1, -323),
        (1.7976931348623157e308, 17_976_931_348_623_157, 292),
        (9007199254740992, 9_007_199_254_740_992, 0),
        (0x1p60, 1_152_921_504_606_847, 3),
        (1e23, 1, 23),
        (2.2250738585072014e-308, 22_250_738_585_072_014, -324),
    ])
    func producesKnownDigits(value: Double, significand: UInt64, exponent: Int) {
        #expect(ShortestDecimal.of(value) == ShortestDecimal(significand: significand, exponent: exponent))
        #expect(ShortestDecimal.of(-value) == ShortestDecimal(significand: significand, exponent: exponent))
    }

    @Test func givesZeroForBothZeros() {
        #expect(ShortestDecimal.of(0) == ShortestDecimal(significand: 0, exponent: 0))
        #expect(ShortestDecimal.of(-0.0) == ShortestDecimal(significand: 0, exponent: 0))
    }

    @Test func keepsEveryScalingStepInsideItsRange() {
        // For every binary exponent a finite double can have: the table holds the power of ten, and
        // the shifted quarter-unit significand (below 2^55) stays below 2^64.
        for q in -1074...971 {
            for k in [ShortestDecimal.floorLog10Pow2(q), ShortestDecimal.floorLog10ThreeQuartersPow2(q)] {
                #expect((PowersOfTen.minimumExponent...PowersOfTen.maximumExponent).contains(-k))
                let shift = q + ShortestDecimal.floorLog2Pow10(-k) + 1
                #expect((1...4).contains(shift), "shift \(shift) for q = \(q)")
            }
        }
    }
}
