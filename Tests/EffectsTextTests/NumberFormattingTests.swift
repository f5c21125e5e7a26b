import TestSupport
import Testing

@testable import EffectsText

@Suite struct NumberFormattingTests {
    @Test(arguments: [
        // Plain decimals while the point position n satisfies -6 < n ≤ 21.
        (0.000001, "0.000001"),
        (0.00001234, "0.00001234"),
        (1.2345678901234568e20, "123456789012345680000"),
        (1e20, "100000000000000000000"),
        (1.5, "1.5"),
        (0.1, "0.1"),
        (100, "100"),
        (1, "1"),
        (-1, "-1"),
        (123456.789, "123456.789"),
        (0.1 + 0.2, "0.30000000000000004"),
        (1.0 / 60.0, "0.016666666666666666"),
        (9007199254740992, "9007199254740992"),
        (-0.5, "-0.5"),
        // Exponent form outside it.
        (1e21, "1e+21"),
        (1.5e21, "1.5e+21"),
        (1e-7, "1e-7"),
        (-2.5e-8, "-2.5e-8"),
        (1.2345e-7, "1.2345e-7"),
        (.leastNonzeroMagnitude, "5e-324"),
        (-.leastNonzeroMagnitude, "-5e-324"),
        (2.2250738585072014e-308, "2.2250738585072014e-308"),
        (1.7976931348623157e308, "1.7976931348623157e+308"),
        (-1.7976931348623157e308, "-1.7976931348623157e+308"),
        (1e100, "1e+100"),
    ])
    func layoutMatchesJavaScript(value: Double, text: String) {
        #expect(NumberFormatting.string(value) == text)
    }

    @Test func zeroNeverHasASign() {
        #expect(NumberFormatting.string(0.0) == "0")
        #expect(NumberFormatting.string(-0.0) == "0")
        #expect(NumberFormatting.string(-0.0, style: .fixed(digits: 3)) == "0.000")
        #expect(NumberFormatting.string(-0.0001, style: .fixed(digits: 3)) == "0.000")
        #expect(NumberFormatting.string(-0.4, style: .fixed(digits: 0)) == "0")
        #expect(
            NumberFormatting.string(-.leastNonzeroMagnitude, style: .fixed(digits: 17))
                == "0.00000000000000000")
        #expect(NumberFormatting.string(-0.0006, style: .fixed(digits: 3)) == "-0.001")
    }

    @Test func nonFiniteValuesPrintAsReadableWords() {
        #expect(NumberFormatting.string(.nan) == "nan")
        #expect(NumberFormatting.string(.infinity) == "inf")
        #expect(NumberFormatting.string(-.infinity, style: .fixed(digits: 2)) == "-inf")
        #expect(Double(NumberFormatting.string(-.infinity)) == -.infinity)
    }

    @Test func appendsToExistingBytes() {
        var bytes = Array("x=".utf8)
        NumberFormatting.append(0.25, style: .shortest, to: &bytes)
        NumberFormatting.append(2, style: .fixed(digits: 1), to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "x=0.252.0")
    }

    @Test func shortestTextReadsBackToTheSameBits() {
        var generator = SeededGenerator(seed: 0x5EED_0002)
        var failures: [Double] = []
        for _ in 0..<randomCaseCount(200_000) {
            let value = randomFiniteDouble(using: &generator)
            let text = NumberFormatting.string(value)
            let readBack = Double(text)
            let expected = value == 0 ? 0.0 : value
            if readBack?.bitPattern != expected.bitPattern && failures.count < 10 { failures.append(value) }
        }
        #expect(failures.isEmpty, "text does not read back for \(failures)")
    }

    @Test func shortestTextIsNeverLongerThanTwentyFiveBytes() {
        var generator = SeededGenerator(seed: 0x5EED_0003)
        var longest = 0
        for _ in 0..<20_000 {
            longest = max(longest, NumberFormatting.string(randomFiniteDouble(using: &generator)).utf8.count)
        }
        #expect(longest <= 25)
        #expect(NumberFormatting.string(-1.2345678901234567e-6).utf8.count == 25)
    }

    @Test func fixedDigitsAreClampedToTheSupportedRange() {
        #expect(NumberFormatting.string(0.5, style: .fixed(digits: -3)) == "0")
        #expect(NumberFormatting.string(0.1, style: .fixed(digits: 40)) == "0.10000000000000001")
        #expect(NumberStyle.fixed(digits: 99).clampedFixedDigits == 17)
        #expect(NumberStyle.shortest.clampedFixedDigits == nil)
    }
}
