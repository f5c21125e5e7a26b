/// A 64-bit hash that is the same in every process, for keys stored between runs.
///
/// Swift's `Hasher` is seeded per process, so its values cannot be kept. This one mixes eight
/// bytes at a time (a multiply-rotate step, finished with MurmurHash3's avalanche): it detects
/// edits, not adversaries, which is all a cache key needs.
public struct StableHash: Sendable {
    /// The state so far.
    private var state: UInt64 = 0x243F_6A88_85A3_08D3

    /// A hash of nothing yet.
    public init() {}

    /// Mixes in `bytes` and their count, so that `ab`+`c` and `a`+`bc` differ.
    public mutating func combine(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset + 8 <= raw.count {
                mix(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
                offset += 8
            }
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while offset < raw.count {
                tail |= UInt64(raw[offset]) << shift
                shift += 8
                offset += 1
            }
            mix(tail)
        }
        mix(UInt64(bytes.count))
    }

    /// Mixes in the UTF-8 bytes of `text` and their count.
    public mutating func combine(_ text: String) {
        combine(Array(text.utf8))
    }

    /// Mixes in `value`.
    public mutating func combine(_ value: UInt64) {
        mix(value)
    }

    /// The hash of everything combined so far.
    public var value: UInt64 {
        var mixed = state
        mixed ^= mixed >> 33
        mixed &*= 0xFF51_AFD7_ED55_8CCD
        mixed ^= mixed >> 33
        mixed &*= 0xC4CE_B9FE_1A85_EC53
        mixed ^= mixed >> 33
        return mixed
    }

    /// The hash of `bytes` alone.
    public static func of(_ bytes: [UInt8]) -> UInt64 {
        var hash = StableHash()
        hash.combine(bytes)
        return hash.value
    }

    private mutating func mix(_ word: UInt64) {
        let scrambled = word &* 0x87C3_7B91_1142_53D5
        state ^= (scrambled << 31) | (scrambled >> 33)
        state = ((state << 27) | (state >> 37)) &* 0x4CF5_AD43_2745_937F &+ 0x52DC_E729
    }
}
