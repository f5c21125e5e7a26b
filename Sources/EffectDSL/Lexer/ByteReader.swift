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
