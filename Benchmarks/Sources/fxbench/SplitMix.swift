/// A small deterministic random generator (SplitMix64), so every run measures the same workload.
struct SplitMix: RandomNumberGenerator {
    private var state: UInt64

    /// A generator started from `seed`.
    init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform double in `0..<1`.
    mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }

    /// A uniform double in `range`.
    mutating func uniform(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + unit() * (range.upperBound - range.lowerBound)
    }

    /// A uniform double in `range`, rounded to `decimals` places (for hand-written-looking numbers).
    mutating func rounded(_ range: ClosedRange<Double>, decimals: Int) -> Double {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        return (uniform(range) * scale).rounded() / scale
    }

    /// A uniform integer in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

    /// Whether an event of probability `p` happens.
    mutating func chance(_ p: Double) -> Bool { unit() < p }
}
