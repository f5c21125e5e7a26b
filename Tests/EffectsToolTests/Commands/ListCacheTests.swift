import EffectDSL
import EffectsRegistry
import Foundation
import Testing

@testable import EffectsTool

/// The load cache of `fxctl list`: a hit prints exactly what a load prints, anything the load
/// depends on changing is a miss, and a cache that is damaged or cannot be written changes nothing.
///
/// A hit is told from a miss by doctoring the stored entry: its summaries say "FROM CACHE", which
/// no load prints.
@Suite struct ListCacheTests {
    /// A project with three effect files (one with a failing example, one broken) and a cache
    /// directory outside it.
    struct Project {
        var fx: InProcess
        let store: InProcess

        init() throws {
            fx = try InProcess()
            store = try InProcess()
            try fx.write(Script.effect("alpha"), to: "effects/a.fx")
            try fx.write(failingExample, to: "effects/b.fx")
            try fx.write(Script.broken("bad", unknown: ["x"]), to: "effects/seeds/c.fx")
            try fx.write(Script.effect("far"), to: "more/far.fx")
            fx.executableIdentity = "build 1"
            fx.environment["FXCTL_CACHE_DIR"] = cacheDirectory
        }

        var cacheDirectory: String { store.directory + "/cache" }

        /// The entry files in the cache directory.
        var entries: [String] { store.entries("cache").filter { $0.hasSuffix(".cache") } }

        /// What `arguments` print with the cache off.
        func uncached(_ arguments: [String] = ["list"]) -> RunResult {
            var plain = fx
            plain.executableIdentity = nil
            return plain.run(arguments)
        }

        /// Rewrites every stored entry so that its summaries say "FROM CACHE".
        func doctor() throws {
            #expect(!entries.isEmpty, "no entry was stored")
            for name in entries {
                let path = cacheDirectory + "/" + name
                var entry = try LoadCacheEntry(
                    decoding: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
                entry.listing.rows = entry.listing.rows.map {
                    var row = $0
                    row.summary = "FROM CACHE"
                    return row
                }
                try Data(entry.encoded).write(to: URL(fileURLWithPath: path))
            }
        }

        func remove() {
            fx.remove()
            store.remove()
        }
    }

    static let failingExample = """
        effect wrong {
            duration 1s
            layer panel {
                set position.x = 100
                animate position.x from 0 to 100
            }
            example "never true" at 100% {
                panel.position.x = 7
            }
        }

        """

    @Test(arguments: [["list"], ["list", "--names"], ["list", "--effects", "more"]])
    func aHitPrintsWhatALoadPrints(_ arguments: [String]) throws {
        let project = try Project()
        defer { project.remove() }
        let expected = project.uncached(arguments)
        #expect(expected.error.contains("skipped effects/b.fx"), "\(expected)")
        #expect(expected.error.contains("skipped effects/seeds/c.fx"), "\(expected)")
        let miss = project.fx.run(arguments)
        #expect(project.entries.count == 1)
        let hit = project.fx.run(arguments)
        #expect(miss.description == expected.description)
        #expect(hit.description == expected.description)
    }

    @Test func aHitReproducesTheFailuresFromTheEntry() throws {
        let project = try Project()
        defer { project.remove() }
        let expected = project.uncached()
        _ = project.fx.run(["list"])
        try project.doctor()
        let hit = project.fx.run(["list"])
        #expect(hit.output.contains("FROM CACHE"), "\(hit)")
        #expect(!hit.output.contains(" Slides "))
        #expect(hit.status == expected.status)
        #expect(hit.error == expected.error)
        #expect(hit.output.split(separator: "\n").count == expected.output.split(separator: "\n").count)
    }

    /// Something a listing depends on.
    enum Change: String, CaseIterable, CustomTestStringConvertible {
        case fileEdited, fileEditedToTheSameSize, fileAdded, fileRemoved, brokenFileFixed, program,
            directoryAdded, catalogue, workingDirectory

        var testDescription: String { rawValue }

        func apply(to project: inout Project) throws {
            switch self {
            case .fileEdited: try project.fx.write(Script.effect("alpha") + "// edited\n", to: "effects/a.fx")
            case .fileEditedToTheSameSize: try project.fx.write(Script.effect("alpho"), to: "effects/a.fx")
            case .fileAdded: try project.fx.write(Script.effect("added"), to: "effects/seeds/d.fx")
            case .fileRemoved:
                try FileManager.default.removeItem(atPath: project.fx.directory + "/effects/a.fx")
            case .brokenFileFixed: try project.fx.write(Script.effect("bad"), to: "effects/seeds/c.fx")
            case .program: project.fx.executableIdentity = "build 2"
            case .directoryAdded: project.fx.environment["FXCTL_PATH"] = project.fx.directory + "/more"
            case .catalogue: project.fx.shipsCatalogue = true
            case .workingDirectory:
                // The same files in another directory: an entry of its own.
                let moved = try InProcess()
                try FileManager.default.removeItem(atPath: moved.directory)
                try FileManager.default.copyItem(atPath: project.fx.directory, toPath: moved.directory)
                project.fx = InProcess(copying: project.fx, to: moved.directory)
            }
        }
    }

    @Test(arguments: Change.allCases)
    func aChangeIsAMiss(_ change: Change) throws {
        var project = try Project()
        defer { project.remove() }
        _ = project.fx.run(["list"])
        try project.doctor()
        try change.apply(to: &project)
        let expected = project.uncached()
        let result = project.fx.run(["list"])
        #expect(!result.output.contains("FROM CACHE"), "\(result)")
        #expect(result.description == expected.description)
        // The entry stored for the change is then a hit.
        try project.doctor()
        #expect(project.fx.run(["list"]).output.contains("FROM CACHE"))
        #expect(project.entries.count <= 2)
    }

    /// Bytes in the entry's place that are not an entry of this format.
    enum Damage: String, CaseIterable, CustomTestStringConvertible {
        case truncated, flippedByte, foreign, otherVersion, empty, directory

        var testDescription: String { rawValue }

        func apply(to path: String) throws {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
            var damaged = bytes
            switch self {
            case .truncated: damaged = Array(bytes.prefix(bytes.count / 2))
            case .flippedByte: damaged[bytes.count / 2] ^= 1
            case .foreign: damaged = Array("#!/bin/sh\necho hello\n".utf8)
            case .otherVersion: damaged[Array("fxkit load cache ".utf8).count] = UInt8(ascii: "9")
            case .empty: damaged = []
            case .directory:
                try FileManager.default.removeItem(atPath: path)
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
                return
            }
            try Data(damaged).write(to: URL(fileURLWithPath: path))
        }
    }

    @Test(arguments: Damage.allCases)
    func aDamagedEntryIsIgnored(_ damage: Damage) throws {
        let project = try Project()
        defer { project.remove() }
        let expected = project.uncached()
        _ = project.fx.run(["list"])
        let name = try #require(project.entries.first)
        try damage.apply(to: project.cacheDirectory + "/" + name)
        #expect(project.fx.run(["list"]).description == expected.description)
        if damage != .directory {
            // A damaged entry is replaced by a good one.
            let stored = Array(
                try Data(contentsOf: URL(fileURLWithPath: project.cacheDirectory + "/" + name)))
            #expect(throws: Never.self) { try LoadCacheEntry(decoding: stored) }
        }
    }

    @Test func anUnwritableCacheChangesNothing() throws {
        var project = try Project()
        defer { project.remove() }
        let expected = project.uncached()
        try project.store.write("a file, not a directory", to: "file")
        project.fx.environment["FXCTL_CACHE_DIR"] = project.store.directory + "/file/cache"
        #expect(project.fx.run(["list"]).description == expected.description)
        #expect(project.fx.run(["list"]).description == expected.description)
        #expect(project.store.entries() == ["file"])
    }

    @Test func anEmptyVariableTurnsTheCacheOff() throws {
        var project = try Project()
        defer { project.remove() }
        project.fx.environment = ["FXCTL_CACHE_DIR": "", "HOME": project.store.directory]
        let expected = project.uncached()
        #expect(project.fx.run(["list"]).description == expected.description)
        #expect(project.store.entries() == [])
    }

    @Test func theDefaultPlaceIsOutsideTheProject() throws {
        var project = try Project()
        defer { project.remove() }
        project.fx.environment = ["HOME": project.store.directory]
        let before = project.fx.entries()
        _ = project.fx.run(["list"])
        #expect(project.fx.entries() == before)
        #expect(project.store.entries(".cache/fxkit").count == 1)
        project.fx.environment["XDG_CACHE_HOME"] = project.store.directory + "/xdg"
        _ = project.fx.run(["list"])
        #expect(project.store.entries("xdg/fxkit").count == 1)
    }
}
