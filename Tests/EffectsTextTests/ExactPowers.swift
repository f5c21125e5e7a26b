@testable import EffectsText

/// Exact comparisons of products 2^a · 3^b · 10^c (any signs), for checking the formatter's
/// logarithm approximations and power-of-ten table against exact arithmetic.
struct ExactPowers {
    /// 10^0 through 10^400.
    private let tens: [BigUnsigned]

    init() {
        var powers = [BigUnsigned(1)]
        for _ in 0..<400 {
            var next = powers[powers.count - 1]
            next.multiply(by: 10)
            powers.append(next)
        }
        tens = powers
    }

    /// 10^exponent for 0...400.
    func ten(_ exponent: Int) -> BigUnsigned { tens[exponent] }

    /// Whether `left` ≤ `right` exactly; each side's powers of ten, after moving negative exponents
    /// across, may total at most 400.
    func isAtMost(_ left: PowerProduct, _ right: PowerProduct) -> Bool {
        // Multiply both sides by both denominators so that only non-negative exponents remain.
        let leftInteger = integer(
            twos: max(left.twos, 0) + max(-right.twos, 0),
            threes: max(left.threes, 0) + max(-right.threes, 0),
            tens: max(left.tens, 0) + max(-right.tens, 0))
        let rightInteger = integer(
            twos: max(right.twos, 0) + max(-left.twos, 0),
            threes: max(right.threes, 0) + max(-left.threes, 0),
            tens: max(right.tens, 0) + max(-left.tens, 0))
        return !(rightInteger < leftInteger)
    }

    private func integer(twos: Int, threes: Int, tens count: Int) -> BigUnsigned {
        var result = tens[count]
        for _ in 0..<threes { result.multiply(by: 3) }
        result.shiftLeft(by: twos)
        return result
    }
}

/// The number 2^twos · 3^threes · 10^tens.
struct PowerProduct {
    var twos = 0
    var threes = 0
    var tens = 0
}
