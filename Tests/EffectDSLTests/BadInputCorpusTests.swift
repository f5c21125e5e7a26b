import Effects
import EffectsRegistry
import TestSupport
import Testing

@testable import EffectDSL

/// The bad-input corpus: every file in `BadInput/` is a malformed `.fx` file whose header comment
/// lists every diagnostic it must produce, in order, as `// LINE:COLUMN: SEVERITY: MESSAGE`.
///
/// Files may derive from the built-in effects and the tests' probe. Each file must fail to load (at least one error, so `fxctl check` exits 1) with exactly those
/// diagnostics. `FXKIT_UPDATE_GOLDEN=1 swift test --filter BadInputCorpusTests` rewrites the headers
/// from what the loader reports; review the diff before committing it.
@Suite struct BadInputCorpusTests {
    static let directory = Repository.path("Tests/EffectDSLTests/BadInput")

    /// The corpus's file names, sorted.
    static let files: [String] =
        ((try? FileReader.names(in: directory)) ?? []).filter { $0.hasSuffix(".fx") }

    /// What a file of the corpus holds: its bytes, its header's description and expectations, and
    /// the length of the header in bytes.
    struct Entry {
        var bytes: [UInt8]
        var description: [String]
        var expected: [String]
        var headerBytes: Int
    }

    /// The file's header: the lines starting with `//` from the first line on.
    static func entry(_ name: String) throws -> Entry {
        let bytes = try FileReader.read(directory + "/" + name)
        // A byte-order mark may come first; the header follows it.
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var entry = Entry(bytes: bytes, description: [], expected: [], headerBytes: start)
        while bytes[entry.headerBytes...].starts(with: Array("//".utf8)) {
            let end = bytes[entry.headerBytes...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            let line = String(decoding: bytes[entry.headerBytes..<end], as: UTF8.self)
            entry.headerBytes = min(end + 1, bytes.count)
            let text = line.dropFirst(2).drop { $0 == " " }
            if text.first?.isNumber ?? false {
                entry.expected.append(String(text))
            } else if text != "Expect:" {
                entry.description.append(line)
            }
        }
        return entry
    }

    /// The effects a file may derive from: the built-ins and the tests' probe.
    static let registry: EffectRegistry = {
        var registry = ProbeEffect.registry
        _ = registry.load(from: BuiltInEffects.provider)
        return registry
    }()

    /// Every diagnostic of loading `bytes` as `name`, in the header's form.
    static func diagnostics(_ name: String, _ bytes: [UInt8]) -> [String] {
        let result = DSLLoader.load(SourceFile(name: name, bytes: bytes), registry: registry)
        return result.diagnostics.map { diagnostic in
            let start = diagnostic.range.start
            return "\(start.line):\(start.column): \(diagnostic.severity.rawValue): \(diagnostic.message)"
        }
    }

    @Test(arguments: files)
    func producesExactlyTheDiagnosticsOfItsHeader(_ name: String) throws {
        var entry = try Self.entry(name)
        if TestFiles.updatesGoldens { entry = try Self.rewriteHeader(name, entry) }
        let actual = Self.diagnostics(name, entry.bytes)
        #expect(!entry.expected.isEmpty, "\(name) has no expectations in its header")
        #expect(actual.contains { $0.contains(": error: ") }, "\(name) loads without an error")
        #expect(actual == entry.expected)
    }

    @Test func theCorpusHasAHundredFiles() {
        #expect(Self.files.count >= 100)
    }

    /// Replaces the header's expectation lines with the loader's diagnostics, keeping the description
    /// lines; repeats until the positions (which the header's length moves) settle.
    static func rewriteHeader(_ name: String, _ entry: Entry) throws -> Entry {
        let body = entry.bytes[entry.headerBytes...]
        var expected: [String] = []
        var bytes = entry.bytes
        for _ in 0..<4 {
            let header = entry.description + ["// Expect:"] + expected.map { "//   " + $0 }
            bytes =
                entry.bytes.prefix(entry.bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0)
                + Array((header.joined(separator: "\n") + "\n").utf8) + body
            let actual = diagnostics(name, bytes)
            if actual == expected { break }
            expected = actual
        }
        TestFiles.write(bytes, to: directory + "/" + name)
        return try Self.entry(name)
    }
}
