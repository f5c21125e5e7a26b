// The checksum of a zip entry: the dotLottie reader checks it, the archive writer writes it.

/// CRC-32 (ISO-HDLC, zip's): the reflected polynomial 0xEDB88320.
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { index in
        (0..<8).reduce(UInt32(index)) { crc, _ in crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
    }

    /// The checksum of `data`.
    static func checksum(_ data: [UInt8]) -> UInt32 {
        ~data.reduce(~UInt32(0)) { crc, byte in table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    }
}
