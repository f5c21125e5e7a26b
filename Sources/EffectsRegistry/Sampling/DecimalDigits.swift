/// Low-level writers of ASCII decimal digits into raw byte buffers.
///
/// The number formatters build their text in small stack buffers and copy it into the caller's array
/// once, so these helpers write through pointers and leave capacity checks to their callers.
enum DecimalDigits {
    /// The ASCII text "00" through "99", two bytes per pair; a string literal lives in read-only
    /// memory, so reading it needs no lazily initialised global.
    @inline(__always)
    static var pairs: UnsafePointer<UInt8> {
        ("""
        0001020304050607080910111213141516171819\
        2021222324252627282930313233343536373839\
        4041424344454647484950515253545556575859\
        6061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899
        """
            as StaticString).utf8Start
    }

    /// The powers of ten that fit in a `UInt64`, 10^0 through 10^19.
    static func power(_ exponent: Int) -> UInt64 {
        var result: UInt64 = 1
        for _ in 0..<exponent { result &*= 10 }
        return result
    }

    /// The number of decimal digits of `value` (1 for zero).
    @inline(__always)
    static func count(_ value: UInt64) -> Int {
        var digits = 1
        var remaining = value
        while remaining >= 10_000 {
            remaining /= 10_000
            digits += 4
        }
        if remaining >= 100 { digits += remaining >= 1_000 ? 3 : 2 } else if remaining >= 10 { digits += 1 }
        return digits
    }

    /// Writes the `count` lowest decimal digits of `value` (zero-padded on the left) so that the last
    /// one lands just before `end`.
    @inline(__always)
    static func write(_ value: UInt64, count: Int, endingAt end: UnsafeMutablePointer<UInt8>) {
        var remaining = value
        var position = end
        var left = count
        let table = pairs
        while left >= 2 {
            let pair = Int(remaining % 100)
            remaining /= 100
            position -= 2
            position[0] = table[2 &* pair]
            position[1] = table[2 &* pair &+ 1]
            left -= 2
        }
        if left == 1 {
            position -= 1
            position[0] = UInt8(truncatingIfNeeded: remaining % 10) &+ 0x30
        }
    }
}
