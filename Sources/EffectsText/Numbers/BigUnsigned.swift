/// A non-negative integer of any size, with only the operations exact decimal output needs.
///
/// Used for the rare doubles of 2^64 and above printed in fixed notation, whose exact value has up
/// to 309 digits, and by the tests that recompute the power-of-ten table.
struct BigUnsigned: Hashable, Sendable, Comparable {
    /// The 32-bit limbs, least significant first, without high zero limbs (zero has none).
    private(set) var limbs: [UInt32]

    /// The integer `value`.
    init(_ value: UInt64) {
        limbs = [UInt32(truncatingIfNeeded: value), UInt32(truncatingIfNeeded: value >> 32)]
        normalize()
    }

    /// Whether the integer is zero.
    var isZero: Bool { limbs.isEmpty }

    /// Multiplies by 2^`bits`.
    mutating func shiftLeft(by bits: Int) {
        guard bits > 0, !isZero else { return }
        let wholeLimbs = bits / 32
        let partial = UInt32(bits % 32)
        var shifted = [UInt32](repeating: 0, count: wholeLimbs)
        shifted.reserveCapacity(wholeLimbs + limbs.count + 1)
        var carry: UInt32 = 0
        for limb in limbs {
            shifted.append(partial == 0 ? limb : (limb << partial) | carry)
            carry = partial == 0 ? 0 : limb >> (32 - partial)
        }
        shifted.append(carry)
        limbs = shifted
        normalize()
    }

    /// Divides by 2^`bits`, dropping the remainder.
    mutating func shiftRight(by bits: Int) {
        guard bits > 0 else { return }
        let wholeLimbs = bits / 32
        guard wholeLimbs < limbs.count else {
            limbs = []
            return
        }
        let partial = UInt32(bits % 32)
        var shifted: [UInt32] = []
        shifted.reserveCapacity(limbs.count - wholeLimbs)
        for index in wholeLimbs..<limbs.count {
            let next = index + 1 < limbs.count ? limbs[index + 1] : 0
            shifted.append(partial == 0 ? limbs[index] : (limbs[index] >> partial) | (next << (32 - partial)))
        }
        limbs = shifted
        normalize()
    }

    /// Multiplies by a small factor.
    mutating func multiply(by factor: UInt32) {
        var carry: UInt64 = 0
        for index in limbs.indices {
            let product = UInt64(limbs[index]) * UInt64(factor) + carry
            limbs[index] = UInt32(truncatingIfNeeded: product)
            carry = product >> 32
        }
        if carry != 0 { limbs.append(UInt32(carry)) }
        normalize()
    }

    /// Adds a small amount.
    mutating func add(_ amount: UInt32) {
        var carry = UInt64(amount)
        var index = 0
        while carry != 0 {
            if index == limbs.count { limbs.append(0) }
            let sum = UInt64(limbs[index]) + carry
            limbs[index] = UInt32(truncatingIfNeeded: sum)
            carry = sum >> 32
            index += 1
        }
    }

    /// Divides by a non-zero small divisor and returns the remainder.
    mutating func divide(by divisor: UInt32) -> UInt32 {
        guard divisor != 0 else { return 0 }
        var remainder: UInt64 = 0
        for index in limbs.indices.reversed() {
            let dividend = remainder << 32 | UInt64(limbs[index])
            limbs[index] = UInt32(truncatingIfNeeded: dividend / UInt64(divisor))
            remainder = dividend % UInt64(divisor)
        }
        normalize()
        return UInt32(truncatingIfNeeded: remainder)
    }

    /// The lowest 64 bits.
    var lowWord: UInt64 {
        let first = limbs.first.map(UInt64.init) ?? 0
        let second = limbs.count > 1 ? UInt64(limbs[1]) : 0
        return second << 32 | first
    }

    /// The ASCII decimal digits, most significant first ("0" for zero).
    func decimalDigits() -> [UInt8] {
        var remaining = self
        var groups: [UInt32] = []
        while !remaining.isZero { groups.append(remaining.divide(by: 1_000_000_000)) }
        guard let leading = groups.last else { return [0x30] }
        var digits = Array(String(leading).utf8)
        for group in groups.dropLast().reversed() {
            let text = Array(String(group).utf8)
            digits.append(contentsOf: repeatElement(0x30, count: 9 - text.count))
            digits.append(contentsOf: text)
        }
        return digits
    }

    /// Orders by magnitude.
    static func < (lhs: BigUnsigned, rhs: BigUnsigned) -> Bool {
        if lhs.limbs.count != rhs.limbs.count { return lhs.limbs.count < rhs.limbs.count }
        for index in lhs.limbs.indices.reversed() where lhs.limbs[index] != rhs.limbs[index] {
            return lhs.limbs[index] < rhs.limbs[index]
        }
        return false
    }

    private mutating func normalize() {
        while limbs.last == 0 { limbs.removeLast() }
    }
}
