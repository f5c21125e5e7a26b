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
    @inline(__always)
    static func power(_ exponent: Int) -> UInt64 {
        switch exponent {
        case 0: return 1
        case 1: return 10
        case 2: return 100
        case 3: return 1_000
        case 4: return 10_000
        case 5: return 100_000
        case 6: return 1_000_000
        case 7: return 10_000_000
        case 8: return 100_000_000
        case 9: return 1_000_000_000
        case 10: return 10_000_000_000
        case 11: return 100_000_000_000
        case 12: return 1_000_000_000_000
        case 13: return 10_000_000_000_000
        case 14: return 100_000_000_000_000
        case 15: return 1_000_000_000_000_000
        case 16: return 10_000_000_000_000_000
        case 17: return 100_000_000_000_000_000
        case 18: return 1_000_000_000_000_000_000
        default: return 10_000_000_000_000_000_000
        }
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

    /// The eight decimal digits of `value` (below 10^8), one per byte, most significant digit in the
    /// lowest byte (so a little-endian store puts them in reading order); values 0...9, not ASCII.
    ///
    /// Splits the number in lanes instead of dividing digit by digit: two 4-digit halves in 32-bit
    /// lanes, then four 2-digit pairs in 16-bit lanes, then eight digits in bytes. Each division by
    /// 100 or 10 is a multiply and shift that is exact in its range (n·10486 >> 20 = n / 100 for
    /// n < 10^4; m·103 >> 10 = m / 10 for m < 100), and no lane's product spills into the next.
    @inline(__always)
    static func eightDigitBytes(_ value: UInt32) -> UInt64 {
        let fours = UInt64(value / 10_000) | UInt64(value % 10_000) << 32
        let hundreds = (fours &* 10_486) >> 20 & 0x0000_007F_0000_007F
        let pairs = hundreds | (fours &- hundreds &* 100) << 16
        let tens = (pairs &* 103) >> 10 & 0x000F_000F_000F_000F
        return tens | (pairs &- tens &* 10) << 8
    }

    /// Writes `value` (below 10^17) as exactly 17 ASCII digits, zero-padded on the left, at `out`
    /// and returns the number of significant digits (at least 1).
    @inline(__always)
    static func writeSeventeen(_ value: UInt64, to out: UnsafeMutableRawPointer) -> Int {
        let leading = value / 10_000_000_000_000_000
        let rest = value % 10_000_000_000_000_000
        let middle = eightDigitBytes(UInt32(truncatingIfNeeded: rest / 100_000_000))
        let last = eightDigitBytes(UInt32(truncatingIfNeeded: rest % 100_000_000))
        out.storeBytes(of: UInt8(truncatingIfNeeded: leading) &+ 0x30, as: UInt8.self)
        out.storeBytes(of: (middle | asciiZeros).littleEndian, toByteOffset: 1, as: UInt64.self)
        out.storeBytes(of: (last | asciiZeros).littleEndian, toByteOffset: 9, as: UInt64.self)
        // Leading zero digits are zero bytes at the low end of the digit words.
        if leading != 0 { return 17 }
        if middle != 0 { return 16 - middle.trailingZeroBitCount / 8 }
        return max(8 - last.trailingZeroBitCount / 8, 1)
    }

    /// Writes `value` (below 10^17) right-aligned in the 17 bytes at `out`, as ASCII digits, and
    /// returns the number of significant digits (at least 1).
    ///
    /// Only the last `minimumDigits` (at most 17) bytes are sure to hold digits (zero-padded); the
    /// bytes before the significant digits are written only as far as it is cheap. Small values
    /// take one eight-digit word instead of the full 17.
    @inline(__always)
    static func writeRightAligned(_ value: UInt64, minimumDigits: Int, to out: UnsafeMutableRawPointer) -> Int
    {
        if value < 100_000_000 && minimumDigits <= 8 {
            let word = eightDigitBytes(UInt32(truncatingIfNeeded: value))
            out.storeBytes(of: (word | asciiZeros).littleEndian, toByteOffset: 9, as: UInt64.self)
            return max(8 - word.trailingZeroBitCount / 8, 1)
        }
        if value < 10_000_000_000_000_000 && minimumDigits <= 16 {
            let high = eightDigitBytes(UInt32(truncatingIfNeeded: value / 100_000_000))
            let low = eightDigitBytes(UInt32(truncatingIfNeeded: value % 100_000_000))
            out.storeBytes(of: (high | asciiZeros).littleEndian, toByteOffset: 1, as: UInt64.self)
            out.storeBytes(of: (low | asciiZeros).littleEndian, toByteOffset: 9, as: UInt64.self)
            if high != 0 { return 16 - high.trailingZeroBitCount / 8 }
            return max(8 - low.trailingZeroBitCount / 8, 1)
        }
        return writeSeventeen(value, to: out)
    }

    /// Eight ASCII "0" bytes.
    static let asciiZeros: UInt64 = 0x3030_3030_3030_3030

    /// Copies 24 bytes from `source` to `destination` (which may overlap), for moving runs of up to
    /// 24 digits with three word moves; callers ensure both ranges are readable and writable.
    @inline(__always)
    static func copy24(from source: UnsafeRawPointer, to destination: UnsafeMutableRawPointer) {
        let first = source.loadUnaligned(as: UInt64.self)
        let second = source.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
        let third = source.loadUnaligned(fromByteOffset: 16, as: UInt64.self)
        destination.storeBytes(of: first, as: UInt64.self)
        destination.storeBytes(of: second, toByteOffset: 8, as: UInt64.self)
        destination.storeBytes(of: third, toByteOffset: 16, as: UInt64.self)
    }
}
