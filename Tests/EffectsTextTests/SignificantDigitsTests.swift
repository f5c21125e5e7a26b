import TestSupport
import Testing

@testable import EffectsText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What C's printf("%.*g") prints, read back: `value` rounded to `digits` significant digits from its
/// exact binary value.
private func printfSignificant(_ value: Double, digits: Int) -> Double {
    var buffer = [CChar](repeating: 0, count: 64)
    _ = withVaList([Int32(digits), value]) { vsnprintf(&buffer, buffer.count, "%.*g", $0) }
    let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return Double(text) ?? .nan
}

/// Whether the digits of `value`'s shortest decimal beyond the first `digits` are exactly one half
/// of the last kept digit: the one place where rounding them and rounding the binary value differ.
private func shortestDigitsTie(_ value: Double, digits: Int) -> Bool {
    let decimal = ShortestDecimal.of(value.magnitude)
    let count = DecimalDigits.count(decimal.significand)
    guard count > digits else { return false }
    var divisor: UInt64 = 1
    for _ in 0..<(count - digits) { divisor *= 10 }
    return (decimal.significand % divisor) * 2 == divisor
}

/// `NumberText.significantValue` against printf's `%.*g`, which the web export used to call.
@Suite struct SignificantDigitsTests {
    @Test(arguments: [
        (1200.0000000000002, 15, 1200.0),
        (0.1, 15, 0.1),
        (-0.30000000000000004, 15, -0.3),
        (123_456.789, 4, 123_500.0),
        (9.99999, 3, 10.0),
        (0.0, 15, 0.0),
        (Double.leastNonzeroMagnitude, 1, Double.leastNonzeroMagnitude),
    ])
    func roundsToSignificantDigits(value: Double, digits: Int, expected: Double) {
        #expect(NumberText.significantValue(value, digits: digits) == expected)
    }

    @Test func keepsNonFiniteValues() {
        #expect(NumberText.significantValue(.infinity, digits: 15) == .infinity)
        #expect(NumberText.significantValue(.nan, digits: 15).isNaN)
    }

    @Test func agreesWithPrintfOnRandomValuesOffTies() {
        var generator = SeededGenerator(seed: 0x5EED_0015)
        var mismatches: [String] = []
        for _ in 0..<randomCaseCount(100_000) {
            let value = randomFiniteDouble(using: &generator)
            // Up to 15 digits: beyond, printf's digits of the binary value may read back as another
            // double, where fxkit keeps `value` itself (its shortest decimal has no more digits).
            let digits = 1 + generator.below(15)
            let ours = NumberText.significantValue(value, digits: digits)
            let theirs = printfSignificant(value, digits: digits)
            if ours != theirs && !shortestDigitsTie(value, digits: digits) {
                mismatches.append("\(value) at \(digits): \(ours) against printf's \(theirs)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    /// Where the web export's numbers live, ties included: exactly printf's digits.
    @Test func agreesWithPrintfExactlyOnTableValues() {
        var generator = SeededGenerator(seed: 0x5EED_0016)
        var mismatches: [String] = []
        for _ in 0..<randomCaseCount(100_000) {
            // From 0.01 to 20,000, at 6 to 15 digits: the kept digits end within 17 places.
            let magnitude =
                (1 + Double(generator.below(1 << 30)) / Double(1 << 30))
                * [0.01, 1, 100, 1e4][generator.below(4)]
            let value = (generator.next() % 2 == 0 ? 1 : -1) * magnitude
            let digits = 6 + generator.below(10)
            let ours = NumberText.significantValue(value, digits: digits)
            let theirs = printfSignificant(value, digits: digits)
            if ours != theirs {
                mismatches.append("\(value) at \(digits): \(ours) against printf's \(theirs)")
            }
        }
        // The swap-card export's handle: its shortest decimal ends in a 5 that printf rounds down.
        #expect(NumberText.significantValue(0.6820032124883585, digits: 15) == 0.682003212488358)
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }
}
