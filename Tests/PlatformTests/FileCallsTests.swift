import Glibc
import TestSupport
import Testing

@testable import Platform

/// The file calls the libraries share: kinds, bounded reads, listings and atomic replacement.
@Suite struct FileCallsTests {
    @Test func kindsTellFilesDirectoriesDanglingLinksAndNothing() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.create("file", "bytes")
        #expect(symlink("\(directory.path)/gone", "\(directory.path)/link") == 0)
        #expect(FileKind.of("\(directory.path)/file") == .file)
        #expect(FileKind.of(directory.path) == .directory)
        #expect(FileKind.of("/dev/null") == .other)
        #expect(FileKind.of("\(directory.path)/link") == .dangling)
        #expect(FileKind.of("\(directory.path)/none") == .missing(reason: "no such file or directory"))
        #expect(FileKind.of("\(directory.path)/link").isMissing)
        #expect(!FileKind.of("\(directory.path)/file").isMissing)
    }

    /// One byte past the limit comes back, so that a reader can tell a file over its limit.
    @Test func aBoundedReadStopsOneBytePastTheLimit() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.create("file", String(repeating: "x", count: 10_000))
        #expect(try FileContents.read("\(directory.path)/file", limit: 40).count == 41)
        #expect(try FileContents.read("\(directory.path)/file", limit: .max).count == 10_000)
        #expect(throws: FileFailure(code: ENOENT)) {
            try FileContents.read("\(directory.path)/none", limit: 1)
        }
    }

    @Test func aListingLeavesHiddenEntriesOut() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.create("shown", "")
        try directory.create(".hidden", "")
        let names = try DirectoryListing.entries(in: directory.path).map {
            String(decoding: $0.bytes, as: UTF8.self)
        }
        #expect(names == ["shown"])
    }

    @Test func aReplacementMakesItsDirectoriesAndSetsTheMode() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try FileReplacement.replace(
            "\(directory.path)/a/b/file", with: Array("new".utf8), mode: 0o644, directoryMode: 0o755,
            syncs: true)
        #expect(directory.read("a/b/file") == "new")
        #expect(directory.mode("a/b/file") == 0o644)
        #expect(directory.mode("a") == 0o755)
        #expect(directory.entries("a/b") == ["file"])
    }

    /// The failure names the directory that could not be made, not only the file's path.
    @Test func aDirectoryThatCannotBeMadeIsNamed() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.create("plain", "a file, not a directory")
        let failure = #expect(throws: FileFailure.self) {
            try FileReplacement.replace(
                "\(directory.path)/plain/sub/file", with: [], mode: 0o644, directoryMode: 0o755, syncs: false)
        }
        #expect(failure?.reason == "cannot make \(directory.path)/plain: file exists")
    }
}
