/// The bytes of a file while a token is read: a bounds-checked view without array overhead.
///
/// Every read past the end returns 0, which no token byte is, so scanners stop there.
struct ByteReader {
    let buffer: UnsafeBufferPointer<UInt8>

    /// The number of bytes.
    var count: Int { buffer.count }

    /// The byte at `index` (never negative), or 0 past the end.
    @inline(__always) subscript(index: Int) -> UInt8 {
        index < buffer.count ? buffer[index] : 0
    }

    /// The index of the first byte from `index` on that is not a space, reading eight bytes at a
    /// time through runs of indentation.
    @inline(__always) func afterSpaces(from index: Int) -> Int {
        var index = index
        if let base = buffer.baseAddress {
            let spaces: UInt64 = 0x2020_2020_2020_2020
            while index + 8 <= buffer.count
                && UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) == spaces
            {
                index += 8
            }
        }
        while self[index] == 0x20 { index += 1 }
        return index
    }

    /// The keyword the bytes `start..<end` spell, or `.none`.
    ///
    /// Where 16 bytes from `start` lie within the file, a name of up to 16 bytes is read as two
    /// 8-byte words and the bytes past its end masked off: the same two integers the byte-by-byte
    /// packing of `Keyword.classify(_:)` makes, for a few instructions instead of a loop.
    @inline(__always) func keyword(_ start: Int, _ end: Int) -> Keyword {
        let length = end &- start
        guard start >= 0, length > 0, length <= 16, start <= buffer.count &- 16, let base = buffer.baseAddress
        else { return Keyword.classify(slice(start, end)) }
        let word = UnsafeRawPointer(base + start)
        var low = UInt64(littleEndian: word.loadUnaligned(as: UInt64.self))
        var high = UInt64(littleEndian: word.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        if length < 8 {
            low &= (1 &<< UInt64(8 &* length)) &- 1
            high = 0
        } else if length < 16 {
            high &= (1 &<< UInt64(8 &* (length &- 8))) &- 1
        }
        return Keyword.classify(low: low, high: high)
    }

    /// The text of the bytes `start..<end`, clamped to the file.
    func text(_ start: Int, _ end: Int) -> String {
        let upper = min(max(end, 0), buffer.count)
        let lower = min(max(start, 0), upper)
        return String(decoding: UnsafeBufferPointer(rebasing: buffer[lower..<upper]), as: UTF8.self)
    }

    /// The bytes `start..<end`, clamped to the file.
    func slice(_ start: Int, _ end: Int) -> UnsafeBufferPointer<UInt8> {
        let upper = min(max(end, 0), buffer.count)
        let lower = min(max(start, 0), upper)
        return UnsafeBufferPointer(rebasing: buffer[lower..<upper])
    }
}
