import TestSupport
import Testing

@testable import EffectsText

@Suite struct DecimalDigitsTests {
    /// The text of `value` (below 10^8) from `eightDigitBytes`, as eight ASCII digits.
    private func eightDigitText(_ value: UInt32) -> String {
        let word = DecimalDigits.eightDigitBytes(value) | DecimalDigits.asciiZeros
        return String(decoding: withUnsafeBytes(of: word.littleEndian) { Array($0) }, as: UTF8.self)
    }

    private func padded(_ value: some BinaryInteger, to width: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(width - text.count, 0)) + text
    }

    @Test func splitsEveryFourDigitHalfExactly() {
        // The two halves go through separate lanes, so every value of each half, with the other
        // half fixed at its extremes, covers every lane input.
        var wrong: [UInt32] = []
        for half in UInt32(0)..<10_000 {
            for value in [half, half * 10_000, half * 10_000 + 9_999, 9_999 * 10_000 + half]
            where eightDigitText(value) != padded(value, to: 8) {
                wrong.append(value)
            }
        }
        #expect(wrong.isEmpty, "wrong digits for \(wrong.prefix(10))")
    }

    @Test func writesSeventeenDigitsAndCountsTheSignificantOnes() {
        var generator = SeededGenerator(seed: 0x5EED_0005)
        var values: [UInt64] = [
            0, 1, 9, 10, 99_999_999, 100_000_000, 9_999_999_999_999_999, 10_000_000_000_000_000,
        ]
        values.append(99_999_999_999_999_999)
        for _ in 0..<10_000 {
            values.append(generator.next() % 100_000_000_000_000_000 >> (generator.next() % 57))
        }
        var wrong: [UInt64] = []
        var block = [UInt8](repeating: 0, count: 17)
        for value in values {
            let count = block.withUnsafeMutableBytes { raw in
                raw.baseAddress.map { DecimalDigits.writeSeventeen(value, to: $0) } ?? 0
            }
            let expectedCount = String(value).count
            if String(decoding: block, as: UTF8.self) != padded(value, to: 17) || count != expectedCount {
                wrong.append(value)
            }
        }
        #expect(wrong.isEmpty, "wrong block for \(wrong.prefix(10))")
    }

    @Test func writesRightAlignedDigitsWithTheRequestedPadding() {
        var generator = SeededGenerator(seed: 0x5EED_0006)
        var wrong: [String] = []
        for round in 0..<20_000 {
            let value =
                round < 20
                ? DecimalDigits.power(round % 17) - UInt64(round / 17)
                : generator.next() % 100_000_000_000_000_000 >> (generator.next() % 57)
            let minimumDigits = Int(generator.next() % 18)
            var block = [UInt8](repeating: 0, count: 17)
            let count = block.withUnsafeMutableBytes { raw in
                raw.baseAddress.map {
                    DecimalDigits.writeRightAligned(value, minimumDigits: minimumDigits, to: $0)
                } ?? 0
            }
            let width = max(count, minimumDigits)
            let written = String(decoding: block.suffix(width), as: UTF8.self)
            if written != padded(value, to: width) || count != String(value).count {
                wrong.append("\(value) padded to \(minimumDigits)")
            }
        }
        #expect(wrong.isEmpty, "wrong digits for \(wrong.prefix(10))")
    }

    @Test(arguments: [UInt64(0), 7, 10, 99, 100, 12_345, 18_446_744_073_709_551_615])
    func countsAndWritesDigits(value: UInt64) {
        #expect(DecimalDigits.count(value) == String(value).count)
        var bytes = [UInt8](repeating: 0, count: 20)
        let count = DecimalDigits.count(value)
        bytes.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            DecimalDigits.write(value, count: count, endingAt: base + count)
        }
        #expect(String(decoding: bytes.prefix(count), as: UTF8.self) == String(value))
    }
}
