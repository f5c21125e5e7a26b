import EffectsRegistry

/// A stored load: its ``LoadCacheKey`` and the ``EffectListing`` it produced.
///
/// The encoding is a magic line naming the format and its version, the fields (little-endian
/// integers, strings counted in bytes), then a ``StableHash`` of all that came before, so that a
/// truncated or damaged file is refused as a whole rather than read in part.
public struct LoadCacheEntry: Hashable, Sendable {
    /// What the listing depends on.
    public var key: LoadCacheKey
    /// What the load produced.
    public var listing: EffectListing

    /// An entry of `listing` under `key`.
    public init(key: LoadCacheKey, listing: EffectListing) {
        self.key = key
        self.listing = listing
    }

    /// The first bytes of every entry; the digit is the format's version, changed with the layout.
    static let magic = Array("fxkit load cache 1\n".utf8)

    /// The entry's bytes, to store.
    public var encoded: [UInt8] {
        var writer = CacheByteWriter()
        writer.append(raw: LoadCacheEntry.magic)
        writer.append(key.program)
        writer.append(key.workingDirectory)
        writer.append(key.directories)
        writer.append(key.settings)
        writer.append(count: key.files.count)
        for file in key.files {
            writer.append(file.path)
            writer.append(file.byteCount)
            writer.append(file.hash)
        }
        writer.append(key.problems)
        writer.append(count: listing.rows.count)
        for row in listing.rows {
            writer.append(row.name)
            writer.append(row.origin)
            writer.append(row.duration.bitPattern)
            writer.append(row.summary)
        }
        writer.append(count: listing.failures.count)
        for failure in listing.failures {
            writer.append(failure.source)
            writer.append(failure.message)
        }
        let checksum = StableHash.of(writer.bytes)
        writer.append(checksum)
        return writer.bytes
    }

    /// The entry stored as `bytes`, which may be anything.
    ///
    /// - Throws: `.foreign` without this format's magic line, `.truncated` when the bytes end
    ///   early, `.corrupt` for a wrong checksum, invalid UTF-8 or bytes left over.
    public init(decoding bytes: [UInt8]) throws(LoadCacheError) {
        guard bytes.starts(with: LoadCacheEntry.magic) else { throw .foreign }
        guard bytes.count >= LoadCacheEntry.magic.count + 8 else { throw .truncated }
        let body = Array(bytes.dropLast(8))
        var trailer = CacheByteReader(bytes, from: body.count)
        guard try trailer.uint64() == StableHash.of(body) else { throw .corrupt }
        var reader = CacheByteReader(body, from: LoadCacheEntry.magic.count)
        let program = try reader.string()
        let workingDirectory = try reader.string()
        let directories = try reader.strings()
        let settings = try reader.strings()
        var files: [LoadCacheKey.File] = []
        for _ in 0..<(try reader.count(itemBytes: 20)) {
            files.append(
                LoadCacheKey.File(
                    path: try reader.string(), byteCount: try reader.uint64(), hash: try reader.uint64())
            )
        }
        let problems = try reader.strings()
        var rows: [EffectListing.Row] = []
        for _ in 0..<(try reader.count(itemBytes: 20)) {
            rows.append(
                EffectListing.Row(
                    name: try reader.string(), origin: try reader.string(),
                    duration: Double(bitPattern: try reader.uint64()), summary: try reader.string()))
        }
        var failures: [EffectLoadFailure] = []
        for _ in 0..<(try reader.count(itemBytes: 8)) {
            failures.append(EffectLoadFailure(source: try reader.string(), message: try reader.string()))
        }
        guard reader.isAtEnd else { throw .corrupt }
        key = LoadCacheKey(
            program: program, workingDirectory: workingDirectory, directories: directories,
            settings: settings,
            files: files, problems: problems)
        listing = EffectListing(rows: rows, failures: failures)
    }

    /// The listing stored as `bytes` when they decode to an entry under `key`, else `nil`.
    public static func listing(in bytes: [UInt8], for key: LoadCacheKey) -> EffectListing? {
        guard let entry = try? LoadCacheEntry(decoding: bytes), entry.key == key else { return nil }
        return entry.listing
    }
}
