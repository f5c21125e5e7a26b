/// Reads the animation out of a dotLottie archive (`.lottie`, a zip): the one the manifest names
/// first (`a/ID.json` in version 2, `animations/ID.json` in version 1), or without a manifest the
/// first animation entry; stored and deflated entries, each checked against its CRC-32 and size.
enum DotLottieReader {
    /// Whether `bytes` start as a zip does: with an entry, or with the end-of-directory record
    /// alone (an empty archive, which is then refused as one rather than as JSON).
    static func isArchive(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) || bytes.starts(with: [0x50, 0x4B, 0x05, 0x06])
    }

    /// The value a zip writes for a size or offset it keeps in a ZIP64 extra field instead.
    private static let zip64Marker = 0xFFFF_FFFF

    /// One entry of the central directory.
    private struct Entry {
        var name: String
        var method: Int
        var crc: UInt32
        var compressed: Int
        var size: Int
        var offset: Int
    }

    /// The animation's entry name and JSON bytes, at most `limit` of them.
    ///
    /// - Throws: why the archive is no dotLottie the import reads, in words.
    static func animation(in bytes: [UInt8], limit: Int) throws(DotLottieFailure) -> (
        name: String, json: [UInt8]
    ) {
        let entries = try directory(bytes)
        var id: String?
        if let manifest = entries.first(where: { $0.name == "manifest.json" }) {
            let text = try data(of: manifest, in: bytes, limit: limit)
            id = (try? JSONReader.read(text))?["animations"]?.array?.first?["id"]?.string
        }
        let candidates = id.map { ["a/\($0).json", "animations/\($0).json"] } ?? []
        if let id, !entries.contains(where: { candidates.contains($0.name) }) {
            // Playing another animation than the one the manifest names would be a silent swap.
            throw DotLottieFailure(
                "the manifest names the animation '\(id)', but the archive holds no a/\(id).json or animations/\(id).json"
            )
        }
        guard
            let entry = entries.first(where: { candidates.contains($0.name) })
                ?? entries.first(where: {
                    ($0.name.hasPrefix("a/") || $0.name.hasPrefix("animations/"))
                        && $0.name.hasSuffix(".json")
                })
        else {
            throw DotLottieFailure("the archive holds no animation (a/NAME.json, as its manifest names it)")
        }
        return (entry.name, try data(of: entry, in: bytes, limit: limit))
    }

    /// The central directory's entries, found from the end-of-directory record.
    private static func directory(_ bytes: [UInt8]) throws(DotLottieFailure) -> [Entry] {
        let earliest = max(0, bytes.count - 65_557)
        guard bytes.count >= 22,
            let end = stride(from: bytes.count - 22, through: earliest, by: -1).first(where: {
                u32(bytes, $0) == 0x0605_4B50
            })
        else { throw DotLottieFailure("the zip has no end-of-directory record") }
        let count = u16(bytes, end + 10)
        var position = u32int(bytes, end + 16)
        var entries: [Entry] = []
        for _ in 0..<count {
            guard position + 46 <= bytes.count, u32(bytes, position) == 0x0201_4B50 else {
                throw DotLottieFailure("the zip's directory is cut or damaged")
            }
            let nameLength = u16(bytes, position + 28)
            let skip = nameLength + u16(bytes, position + 30) + u16(bytes, position + 32)
            guard position + 46 + nameLength <= bytes.count else {
                throw DotLottieFailure("the zip's directory is cut")
            }
            entries.append(
                Entry(
                    name: String(
                        decoding: bytes[(position + 46)..<(position + 46 + nameLength)], as: UTF8.self),
                    method: u16(bytes, position + 10), crc: u32(bytes, position + 16),
                    compressed: u32int(bytes, position + 20), size: u32int(bytes, position + 24),
                    offset: u32int(bytes, position + 42)))
            position += 46 + skip
        }
        return entries
    }

    /// An entry's bytes, inflated if deflated, checked.
    private static func data(of entry: Entry, in bytes: [UInt8], limit: Int) throws(DotLottieFailure)
        -> [UInt8]
    {
        guard ![entry.size, entry.compressed, entry.offset].contains(zip64Marker) else {
            throw DotLottieFailure(
                "'\(entry.name)' is a ZIP64 entry (its size or place is in an extra field), which the reader does not read"
            )
        }
        guard entry.size <= limit else {
            throw DotLottieFailure("'\(entry.name)' is larger than \(limit) bytes, the most the reader takes")
        }
        let header = entry.offset
        guard header + 30 <= bytes.count, u32(bytes, header) == 0x0403_4B50 else {
            throw DotLottieFailure("'\(entry.name)' has no local header where the directory says")
        }
        let start = header + 30 + u16(bytes, header + 26) + u16(bytes, header + 28)
        guard start + entry.compressed <= bytes.count else {
            throw DotLottieFailure("'\(entry.name)' is cut short")
        }
        let raw = Array(bytes[start..<(start + entry.compressed)])
        let data: [UInt8]
        switch entry.method {
        case 0: data = raw
        case 8:
            do {
                data = try Inflater.inflate(raw, limit: limit)
            } catch {
                throw DotLottieFailure("'\(entry.name)' does not inflate: \(error)")
            }
        default:
            throw DotLottieFailure(
                "'\(entry.name)' is compressed by method \(entry.method); stored and deflated entries are read"
            )
        }
        guard data.count == entry.size, CRC32.checksum(data) == entry.crc else {
            throw DotLottieFailure(
                "'\(entry.name)' does not match its size and CRC-32: the archive is damaged")
        }
        return data
    }

    private static func u16(_ bytes: [UInt8], _ at: Int) -> Int {
        guard at >= 0, at + 2 <= bytes.count else { return 0 }
        return Int(bytes[at]) | Int(bytes[at + 1]) << 8
    }

    private static func u32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        guard at >= 0, at + 4 <= bytes.count else { return 0 }
        return (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[at + $1]) << (8 * UInt32($1)) }
    }

    private static func u32int(_ bytes: [UInt8], _ at: Int) -> Int { Int(u32(bytes, at)) }
}

/// Why an archive is no dotLottie the import reads.
struct DotLottieFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The reason, lowercase.
    let description: String

    init(_ description: String) { self.description = description }
}
