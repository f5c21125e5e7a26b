#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How many random cases the property tests try: `base`, or the count in the environment variable
/// FXKIT_RANDOM_CASES for a longer run (`FXKIT_RANDOM_CASES=20000000 swift test -c release …`).
public func randomCaseCount(_ base: Int) -> Int {
    guard let text = getenv("FXKIT_RANDOM_CASES"), let count = Int(String(cString: text)) else { return base }
    return max(count, 1)
}

/// A double drawn from every corner: uniform bit patterns, round decimals and their neighbours,
/// integers, and values near powers of two; never NaN or infinite.
public func randomFiniteDouble(using generator: inout SeededGenerator) -> Double {
    while true {
        let value: Double
        switch generator.next() % 6 {
        case 0, 1: value = Double(bitPattern: generator.next())
        case 2:
            let digits = Int(generator.next() % 17) + 1
            var significand: UInt64 = 1
            for _ in 0..<digits { significand = significand * 10 + generator.next() % 10 }
            let exponent = Int(generator.next() % 660) - 345
            value = Double("\(significand)e\(exponent)") ?? 1
        case 3:
            value = Double(Int64(bitPattern: generator.next()) >> (generator.next() % 64))
        case 4:
            let power = Double(sign: .plus, exponent: Int(generator.next() % 2098) - 1074, significand: 1)
            value = generator.next() % 2 == 0 ? power.nextDown : power
        default:
            value = Double(generator.next() % 2_000_001) / 1000 - 1000
        }
        if value.isFinite { return generator.next() % 2 == 0 ? value : -value }
    }
}
