/// Reads libFuzzer's bytes as choices: small integers, switches and numbers, zero once exhausted.
///
/// Numbers come mostly from a palette of interesting values (limits, tiny and huge magnitudes) and
/// sometimes from eight raw bytes, so that mutations reach the edges quickly.
struct FuzzBytes {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Whether every byte has been read.
    var isExhausted: Bool { index >= bytes.count }

    /// The next byte, or 0 past the end.
    mutating func byte() -> UInt8 {
        guard index < bytes.count else { return 0 }
        defer { index += 1 }
        return bytes[index]
    }

    /// A whole number in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound) + 1
        let raw = UInt64(byte()) << 8 | UInt64(byte())
        return range.lowerBound + Int(raw % span)
    }

    /// A yes or no.
    mutating func bool() -> Bool {
        byte() & 1 == 1
    }

    /// A fraction in `0...1`.
    mutating func fraction() -> Double {
        Double(byte()) / 255
    }

    /// One of `choices`.
    mutating func pick<T>(_ choices: [T]) -> T {
        choices[int(0...(choices.count - 1))]
    }

    /// Values at the edges of what numbers in fxkit can be.
    static let palette: [Double] = [
        0, 1, -1, 0.5, 2, 0.25, 0.1, 1.5, -0.5, 10, 60, 100, -100, 1e6, 1e9, -1e9, 1e12, 1e15, 1e-9,
        1e-15, 1e-300, .leastNonzeroMagnitude, 1e300, -1e300, .greatestFiniteMagnitude,
        -.greatestFiniteMagnitude,
        .pi, 375, 667, 0.999_999_999, 1.000_000_001,
    ]

    /// The palette within fxkit's documented envelope: magnitudes from 1e-9 to 1e9, and 0.
    static let boundedPalette = palette.filter { $0 == 0 || (1e-9...1e9).contains(abs($0)) }

    /// Whether ``double()`` stays within the envelope (``boundedPalette`` and small whole numbers).
    var isBounded = false

    /// A number: from the palette, a small whole number, or raw bits (which may not be finite).
    mutating func double() -> Double {
        let selector = byte()
        if isBounded {
            let palette = FuzzBytes.boundedPalette
            return selector < 200 ? palette[Int(selector) % palette.count] : Double(Int(selector) - 228)
        }
        switch selector {
        case 0..<200:
            return FuzzBytes.palette[Int(selector) % FuzzBytes.palette.count]
        case 200..<240:
            return Double(Int(selector) - 220)
        default:
            var bits: UInt64 = 0
            for _ in 0..<8 { bits = bits << 8 | UInt64(byte()) }
            return Double(bitPattern: bits)
        }
    }
}
