/// Appends the fields of a ``LoadCacheEntry``: little-endian integers, counted strings.
struct CacheByteWriter {
    /// The bytes so far.
    private(set) var bytes: [UInt8] = []

    mutating func append(_ value: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) {
            bytes.append(UInt8(truncatingIfNeeded: value >> shift))
        }
    }

    mutating func append(_ value: UInt32) {
        for shift in stride(from: 0, to: 32, by: 8) {
            bytes.append(UInt8(truncatingIfNeeded: value >> shift))
        }
    }

    /// A count; more than `UInt32.max` is written as that, and the entry then fails to decode.
    mutating func append(count: Int) {
        append(UInt32(clamping: count))
    }

    mutating func append(_ text: String) {
        append(count: text.utf8.count)
        bytes.append(contentsOf: text.utf8)
    }

    mutating func append(_ texts: [String]) {
        append(count: texts.count)
        for text in texts { append(text) }
    }

    mutating func append(raw: [UInt8]) {
        bytes.append(contentsOf: raw)
    }
}

/// Reads the fields ``CacheByteWriter`` wrote, from bytes that may be anything (a cache file is
/// untrusted: truncated, corrupt, or another program's): every read is bounds-checked and throws.
struct CacheByteReader {
    private let bytes: [UInt8]
    /// Where the next field starts.
    private(set) var offset: Int

    init(_ bytes: [UInt8], from offset: Int = 0) {
        self.bytes = bytes
        self.offset = offset
    }

    /// Whether every byte was read.
    var isAtEnd: Bool { offset == bytes.count }

    mutating func uint64() throws(LoadCacheError) -> UInt64 {
        var value: UInt64 = 0
        for (index, byte) in try take(8).enumerated() { value |= UInt64(byte) << (8 * index) }
        return value
    }

    mutating func uint32() throws(LoadCacheError) -> UInt32 {
        var value: UInt32 = 0
        for (index, byte) in try take(4).enumerated() { value |= UInt32(byte) << (8 * index) }
        return value
    }

    /// A count of items that take at least `itemBytes` bytes each, so that a corrupt count cannot
    /// promise more items than the bytes left could hold.
    mutating func count(itemBytes: Int) throws(LoadCacheError) -> Int {
        let count = Int(try uint32())
        guard count <= (bytes.count - offset) / max(itemBytes, 1) else { throw .truncated }
        return count
    }

    mutating func string() throws(LoadCacheError) -> String {
        let length = try count(itemBytes: 1)
        guard let text = String(validating: try take(length), as: UTF8.self) else { throw .corrupt }
        return text
    }

    mutating func strings() throws(LoadCacheError) -> [String] {
        var texts: [String] = []
        for _ in 0..<(try count(itemBytes: 4)) { texts.append(try string()) }
        return texts
    }

    /// The next `count` bytes.
    mutating func take(_ count: Int) throws(LoadCacheError) -> ArraySlice<UInt8> {
        guard count >= 0, count <= bytes.count - offset else { throw .truncated }
        defer { offset += count }
        return bytes[offset..<(offset + count)]
    }
}
