/// A dotLottie v2 archive (`.lottie`): a zip whose first entry is `manifest.json`, naming the one
/// animation it holds, stored under `a/ID.json`, which every dotLottie player finds.
///
/// Entries are stored (not compressed), each with its CRC-32, so the archive needs no compressor
/// and any zip reader opens it.
public enum DotLottieArchive {
    /// The archive of the Lottie animation `json`, under the id `id` (an identifier: letters,
    /// digits, `-` and `_`).
    public static func archive(animation json: String, id: String) -> [UInt8] {
        let manifest =
            #"{"version":"2","generator":"fxkit","animations":[{"id":"\#(id)"}]}"#
        var writer = ZipWriter()
        writer.add("manifest.json", Array(manifest.utf8))
        writer.add("a/\(id).json", Array(json.utf8))
        return writer.finish()
    }

    /// Writes a zip of stored entries: each local header and its data, then the central directory.
    private struct ZipWriter {
        var bytes: [UInt8] = []
        var directory: [UInt8] = []
        var count = 0

        /// DOS time 00:00 and date 1 January 1980: the archive is the same bytes on every run.
        static let (time, date): (UInt16, UInt16) = (0, 0x21)

        mutating func add(_ name: String, _ data: [UInt8]) {
            let nameBytes = Array(name.utf8)
            let crc = CRC32.checksum(data)
            let (size, nameCount) = (
                UInt32(truncatingIfNeeded: data.count), UInt16(truncatingIfNeeded: nameBytes.count)
            )
            let offset = UInt32(truncatingIfNeeded: bytes.count)
            // Local file header: version 2.0, no flags, stored.
            Self.put(&bytes, u32: [0x0403_4B50])
            Self.put(&bytes, u16: [20, 0, 0, Self.time, Self.date])
            Self.put(&bytes, u32: [crc, size, size])
            Self.put(&bytes, u16: [nameCount, 0])
            bytes += nameBytes + data
            // Its central directory entry: made by 2.0, needs 2.0, no flags, stored.
            Self.put(&directory, u32: [0x0201_4B50])
            Self.put(&directory, u16: [20, 20, 0, 0, Self.time, Self.date])
            Self.put(&directory, u32: [crc, size, size])
            Self.put(&directory, u16: [nameCount, 0, 0, 0, 0])
            Self.put(&directory, u32: [0, offset])
            directory += nameBytes
            count += 1
        }

        mutating func finish() -> [UInt8] {
            let start = UInt32(truncatingIfNeeded: bytes.count)
            var out = bytes + directory
            let entries = UInt16(truncatingIfNeeded: count)
            Self.put(&out, u32: [0x0605_4B50])
            Self.put(&out, u16: [0, 0, entries, entries])
            Self.put(&out, u32: [UInt32(truncatingIfNeeded: directory.count), start])
            Self.put(&out, u16: [0])
            return out
        }

        /// Appends little-endian 16-bit integers.
        static func put(_ out: inout [UInt8], u16 values: [UInt16]) {
            for value in values {
                out += [UInt8(truncatingIfNeeded: value), UInt8(truncatingIfNeeded: value >> 8)]
            }
        }

        /// Appends little-endian 32-bit integers.
        static func put(_ out: inout [UInt8], u32 values: [UInt32]) {
            for value in values { out += (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
        }
    }
}
