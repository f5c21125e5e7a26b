import EffectsRegistry
import Testing

@testable import EffectDSL

/// The load cache's entries: they round-trip, and bytes that are not exactly an entry of this
/// format — truncated, damaged, another version's, another program's — are refused, never read in part.
@Suite struct LoadCacheEntryTests {
    static let key = LoadCacheKey(
        program: "1:2:3:4.5", workingDirectory: "/work/project", directories: ["effects", "/far"],
        settings: ["fxctl 1 list", "catalogue: none"],
        files: [LoadCacheKey.File(path: "effects/a.fx", byteCount: 12, hash: 0xDEAD_BEEF_0123_4567)],
        problems: ["cannot read 'effects/b.fx': permission denied"])

    static let entry = LoadCacheEntry(
        key: key,
        listing: EffectListing(
            rows: [
                EffectListing.Row(name: "slide", origin: "built-in", duration: 0.35, summary: "Slides"),
                EffectListing.Row(name: "fade", origin: "effects/a.fx:5", duration: 0.25, summary: "Fädes ✓"),
            ],
            failures: [EffectLoadFailure(source: "effects/c.fx", message: "1 error, the first at 2:3: x")]))

    @Test func roundTrips() throws {
        let decoded = try LoadCacheEntry(decoding: Self.entry.encoded)
        #expect(decoded == Self.entry)
        #expect(decoded.listing.rows.map(\.name) == ["fade", "slide"])
        #expect(LoadCacheEntry.listing(in: Self.entry.encoded, for: Self.key) == Self.entry.listing)
    }

    @Test func refusesAnotherKey() {
        var other = Self.key
        other.files[0].hash ^= 1
        #expect(LoadCacheEntry.listing(in: Self.entry.encoded, for: other) == nil)
    }

    @Test func refusesEveryTruncation() {
        let bytes = Self.entry.encoded
        for length in 0..<bytes.count {
            #expect(throws: LoadCacheError.self) { try LoadCacheEntry(decoding: Array(bytes.prefix(length))) }
        }
    }

    @Test func refusesEveryDamagedByte() {
        let bytes = Self.entry.encoded
        for index in bytes.indices {
            var damaged = bytes
            damaged[index] ^= 0x20
            #expect(throws: LoadCacheError.self) { try LoadCacheEntry(decoding: damaged) }
        }
    }

    @Test func refusesBytesLeftOver() throws {
        // Valid fields followed by more, with a checksum that matches: still not an entry.
        var body = Array(Self.entry.encoded.dropLast(8))
        body.append(0)
        var writer = CacheByteWriter()
        writer.append(raw: body)
        writer.append(StableHash.of(body))
        #expect(throws: LoadCacheError.corrupt) { try LoadCacheEntry(decoding: writer.bytes) }
    }

    @Test func refusesAHugeCountWithoutAllocating() {
        var writer = CacheByteWriter()
        writer.append(raw: LoadCacheEntry.magic)
        writer.append(UInt32.max)
        let body = writer.bytes
        writer.append(StableHash.of(body))
        #expect(throws: LoadCacheError.truncated) { try LoadCacheEntry(decoding: writer.bytes) }
    }

    @Test(arguments: [
        Array("fxkit load cache 0\n".utf8) + Array(repeating: 0, count: 40),
        Array("fxkit load cache 2\n".utf8) + Array(repeating: 0, count: 40),
        Array("{\"json\": true}".utf8), [],
    ])
    func refusesForeignBytes(_ bytes: [UInt8]) {
        #expect(throws: LoadCacheError.foreign) { try LoadCacheEntry(decoding: bytes) }
    }

    @Test func hashesTheSameInEveryProcess() {
        // Fixed values: a hash that changed between runs (a seeded one) would make every run a miss.
        #expect(StableHash.of([]) == StableHash.of([]))
        #expect(StableHash.of(Array("effect fade {}".utf8)) == 0x3819_68a3_529d_11a8)
        #expect(StableHash.of([1, 2, 3]) != StableHash.of([1, 2, 3, 0]))
        #expect(StableHash.of(Array(repeating: 0, count: 8)) != StableHash.of(Array(repeating: 0, count: 9)))
    }

    @Test func keysFilesByTheirBytes() {
        func key(_ text: String) -> LoadCacheKey {
            LoadCacheKey(
                program: "p", workingDirectory: "/w", directories: ["effects"], settings: [],
                sources: DSLSourceSet(
                    files: ["effects/a.fx"],
                    sources: [SourceFile(name: "effects/a.fx", bytes: Array(text.utf8))],
                    problems: []))
        }
        #expect(key("effect a {}") == key("effect a {}"))
        #expect(key("effect a {}") != key("effect b {}"))
        #expect(key("effect a {}").scope == key("effect b {}").scope)
    }

    @Test func findsTheDirectoryFromTheEnvironment() {
        let home = ["HOME": "/home/me"]
        #expect(LoadCacheLocation.directory(environment: home) == "/home/me/.cache/fxkit")
        #expect(
            LoadCacheLocation.directory(environment: home.merging(["XDG_CACHE_HOME": "/xdg"]) { $1 })
                == "/xdg/fxkit")
        #expect(
            LoadCacheLocation.directory(environment: home.merging(["XDG_CACHE_HOME": "relative"]) { $1 })
                == "/home/me/.cache/fxkit")
        #expect(
            LoadCacheLocation.directory(chosen: "/c", environment: home) == "/c")
        #expect(LoadCacheLocation.directory(chosen: "", environment: home) == nil)
        // The library reads no variable of the tool's: only the application chooses a directory.
        #expect(
            LoadCacheLocation.directory(environment: home.merging(["FXCTL_CACHE_DIR": "/c"]) { $1 })
                == "/home/me/.cache/fxkit")
        #expect(LoadCacheLocation.directory(environment: [:]) == nil)
        #expect(
            LoadCacheLocation.entryPath(in: "/c/", purpose: "list", key: Self.key)
                == "/c/list-" + hex(Self.key.scope) + ".cache")
    }

    private func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
