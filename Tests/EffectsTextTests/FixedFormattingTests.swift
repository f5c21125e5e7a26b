import TestSupport
import Testing

@testable import EffectsText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What C's printf("%.*f") prints, with the sign dropped from an all-zero result as fxkit does.
private func printfFixed(_ value: Double, digits: Int) -> String {
    var buffer = [CChar](repeating: 0, count: 400)
    _ = withVaList([Int32(digits), value]) { vsnprintf(&buffer, buffer.count, "%.*f", $0) }
    var text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    if text.hasPrefix("-") && text.dropFirst().allSatisfy({ $0 == "0" || $0 == "." }) { text.removeFirst() }
    return text
}

@Suite struct FixedFormattingTests {
    @Test(arguments: [
        (0.125, 2, "0.12"),
        (0.375, 2, "0.38"),
        (2.5, 0, "2"),
        (3.5, 0, "4"),
        (0.5, 0, "0"),
        (1.005, 2, "1.00"),
        (0.1, 17, "0.10000000000000001"),
        (9.9995, 3, "9.999"),
        (9.9996, 3, "10.000"),
        (-1.5, 0, "-2"),
        (123456.789, 6, "123456.789000"),
        (1e21, 2, "1000000000000000000000.00"),
        (18446744073709551616, 1, "18446744073709551616.0"),
        (18446744073709549568, 0, "18446744073709549568"),
        (.leastNonzeroMagnitude, 3, "0.000"),
        (1e-7, 6, "0.000000"),
        (6e-7, 6, "0.000001"),
    ])
    func roundsTheExactBinaryValue(value: Double, digits: Int, text: String) {
        #expect(NumberFormatting.string(value, style: .fixed(digits: digits)) == text)
    }

    @Test func agreesWithPrintfOnRandomValues() {
        var generator = SeededGenerator(seed: 0x5EED_0004)
        var mismatches: [String] = []
        for _ in 0..<randomCaseCount(100_000) {
            var value = randomFiniteDouble(using: &generator)
            // Keep most values in the range tables hold; the rest stay as drawn.
            if generator.next() % 4 != 0 && value.magnitude > 1e6 {
                value = value.truncatingRemainder(dividingBy: 1e6)
            }
            let digits = Int(generator.next() % 18)
            let mine = NumberFormatting.string(value, style: .fixed(digits: digits))
            let reference = printfFixed(value, digits: digits)
            if mine != reference && mismatches.count < 10 {
                mismatches.append("\(value) %.\(digits)f: \(mine) ≠ \(reference)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    @Test func agreesWithPrintfOnTiesAndHugeValues() {
        var mismatches: [String] = []
        // Exact ties at every digit count: k / 2^n with few bits.
        for numerator in 1...64 {
            for power in 1...12 {
                let value = Double(numerator) / Double(1 << power)
                for digits in 0...6
                where NumberFormatting.string(value, style: .fixed(digits: digits))
                    != printfFixed(value, digits: digits)
                {
                    mismatches.append("\(value) %.\(digits)f")
                }
            }
        }
        for value in [1e300, -1.7976931348623157e308, 2.5e64, 1e22, 12345678901234567890e10] {
            for digits in [0, 3, 17]
            where NumberFormatting.string(value, style: .fixed(digits: digits))
                != printfFixed(value, digits: digits)
            {
                mismatches.append("\(value) %.\(digits)f")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
    }
}
